export { CircleLanding, type CircleLandingProps } from './CircleLanding';
