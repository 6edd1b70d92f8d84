export * from './IndicatedTrainings';
export type { TrainingIndication } from './IndicatedTrainingItem';
export * from './indicatedTrainingsText';
