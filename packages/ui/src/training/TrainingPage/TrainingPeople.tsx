import { InstructorLinks, type CoursePageInstructor } from '../../course/CoursePage';
import { EnrolledUsersTable, type EnrolledUsersTableProps } from '../EnrolledUsersTable';
import type { AsyncState } from '../../lib/asyncState';
import { TrainingPanel } from '../shared/TrainingPanel';
import { INSTRUCTORS_TEXT, PARTICIPANTS_TEXT } from '../shared/trainingText';

export function TrainingInstructors({
  instructors,
  state,
}: {
  instructors: readonly CoursePageInstructor[];
  state: AsyncState;
}) {
  return (
    <TrainingPanel text={INSTRUCTORS_TEXT} slot="training-instructors" state={state}>
      {instructors.length === 0 ? (
        <p className="text-ink-muted">{INSTRUCTORS_TEXT.empty}</p>
      ) : (
        <InstructorLinks instructors={instructors} />
      )}
    </TrainingPanel>
  );
}

export function TrainingParticipants({
  state,
  ...table
}: EnrolledUsersTableProps & { state: AsyncState }) {
  return (
    <TrainingPanel text={PARTICIPANTS_TEXT} slot="training-participants" state={state}>
      <EnrolledUsersTable {...table} />
    </TrainingPanel>
  );
}
