export * from './FavoriteTrainings';
export type { FavoriteTraining } from './FavoriteTrainingRow';
export * from './favoriteTrainingsText';
