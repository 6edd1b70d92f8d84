export { Stars, starsLabel } from './Stars';
