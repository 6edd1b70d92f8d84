export { EnrolledTrainings, type EnrolledTrainingsProps } from './EnrolledTrainings';
