import { parseUrlNumber } from '@decola/domain';
import { useParams } from 'react-router-dom';
import { NotFound } from '../../common/NotFound';
import { InstructorArea } from './InstructorArea';
import { InstructorSearchArea } from './InstructorSearchArea';

/** `details-courses-instructors/:entityID?`: an instructor, or a search of them. */
export function Component() {
  const { entityID } = useParams();
  if (entityID === undefined) return <InstructorSearchArea />;
  const id = parseUrlNumber(entityID);
  return id ? <InstructorArea key={id} id={id} /> : <NotFound />;
}
