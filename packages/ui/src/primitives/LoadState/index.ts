export { LoadingLine, LoadState, type LoadStateProps } from './LoadState';
