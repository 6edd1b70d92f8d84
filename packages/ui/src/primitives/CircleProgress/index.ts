export { CircleProgress, type CircleProgressProps } from './CircleProgress';
