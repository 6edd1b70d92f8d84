import { parseUrlNumber } from '@decola/domain';
import { useParams } from 'react-router-dom';
import { NotFound } from '../../common/NotFound';
import { SchoolArea } from './SchoolArea';
import { SchoolListArea } from './SchoolListArea';

/** `details-courses/:entityID?`: a school, or every school without an id. */
export function Component() {
  const { entityID } = useParams();
  if (entityID === undefined) return <SchoolListArea />;
  const id = parseUrlNumber(entityID);
  return id ? <SchoolArea key={id} id={id} /> : <NotFound />;
}
