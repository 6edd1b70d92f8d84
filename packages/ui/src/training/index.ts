export * from './AgendaEntry';
export * from './TrainingAgenda';
export * from './EnrolledUsersTable';
export * from './TrainingPage';
export type { AgendaEntryData, TrainingAttendance } from './shared/types';
export {
  AGENDA_TEXT,
  PARTICIPANTS_TEXT,
  TRAINING_TEXT,
  INSTRUCTORS_TEXT,
} from './shared/trainingText';
