export { PlaybackRateMenu, type PlaybackRateMenuProps } from './PlaybackRateMenu';
