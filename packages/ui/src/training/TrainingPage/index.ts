export { TrainingPage, type TrainingPageProps, type TrainingPageTraining } from './TrainingPage';
export { TrainingSituation, type TrainingSituationProps } from './TrainingSituation';
export { TrainingInstructors, TrainingParticipants } from './TrainingPeople';
