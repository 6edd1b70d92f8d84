export { FirstAccessScreen, type FirstAccessScreenProps } from './FirstAccessScreen';
