export { LoadState, type LoadStateProps } from './LoadState';
