export { Count, useShortCount, type CountProps } from './Count';
