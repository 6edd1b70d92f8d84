export { ProgressBar, type ProgressBarProps } from './ProgressBar';
export { formatPercent } from './formatPercent';
