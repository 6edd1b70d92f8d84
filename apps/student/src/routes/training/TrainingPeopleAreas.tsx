import {
  READY,
  TrainingInstructors,
  TrainingParticipants,
  type EnrolledUsersTableProps,
} from '@decola/ui';
import { useQuery } from '@tanstack/react-query';
import { graduationQuery } from '../../api/graduations';
import { asyncStateOf } from '../../api/asyncState';

export function TrainingInstructorsArea({ trainingId }: { trainingId: number }) {
  const instructors = useQuery(graduationQuery.instructors(trainingId));
  return (
    <TrainingInstructors instructors={instructors.data ?? []} state={asyncStateOf(instructors)} />
  );
}

/** The enrolled users come with the training itself: this panel has no load of its own. */
export function TrainingParticipantsArea(table: EnrolledUsersTableProps) {
  return <TrainingParticipants state={READY} {...table} />;
}
