export { TrainingAgenda, type TrainingAgendaProps } from './TrainingAgenda';
