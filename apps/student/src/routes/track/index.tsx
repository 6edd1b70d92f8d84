import { parseUrlNumber } from '@decola/domain';
import { useParams } from 'react-router-dom';
import { NotFound } from '../../common/NotFound';
import { TrackArea } from './TrackArea';
import { TrackListArea } from './TrackListArea';

/** `details-course-tracks/:entityID?`: a track, or every track without an id. */
export function Component() {
  const { entityID } = useParams();
  if (entityID === undefined) return <TrackListArea />;
  const id = parseUrlNumber(entityID);
  return id ? <TrackArea key={id} id={id} /> : <NotFound />;
}
