import { parseUrlNumber } from '@decola/domain';
import { READY, TrainingPage } from '@decola/ui';
import { useParams } from 'react-router-dom';
import { useToday } from '../../common/useToday';
import { TrainingScreen } from './TrainingScreen';

/** Route `training-course`; an id that is not a number is not found, without a call. */
export function Component() {
  const trainingId = parseUrlNumber(useParams().trainingCourseID);
  const today = useToday();
  if (trainingId === undefined) return <TrainingPage state={READY} notFound />;
  return <TrainingScreen key={trainingId} trainingId={trainingId} today={today} />;
}
