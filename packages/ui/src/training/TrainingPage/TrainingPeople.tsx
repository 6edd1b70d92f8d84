import { InstructorLinks, type CoursePageInstructor } from '../../course/CoursePage';
import { EnrolledUsersTable, type EnrolledUsersTableProps } from '../EnrolledUsersTable';
import { TrainingPanel, type TrainingPanelState } from '../shared/TrainingPanel';
import { INSTRUCTORS_TEXT, PARTICIPANTS_TEXT } from '../shared/trainingText';

export function TrainingInstructors({
  instructors,
  state,
}: {
  instructors: readonly CoursePageInstructor[];
  state: TrainingPanelState;
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
}: EnrolledUsersTableProps & { state: TrainingPanelState }) {
  return (
    <TrainingPanel text={PARTICIPANTS_TEXT} slot="training-participants" state={state}>
      <EnrolledUsersTable {...table} />
    </TrainingPanel>
  );
}
