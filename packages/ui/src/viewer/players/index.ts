export * from '../shared/media';
export { AUDIO_ERROR_MESSAGE, AudioPlayer, type AudioPlayerProps } from './AudioPlayer';
export { PlaybackRateMenu, type PlaybackRateMenuProps } from './PlaybackRateMenu';
export { ResumePrompt, type ResumePromptProps } from './ResumePrompt';
export { ShortcutsHelp, type ShortcutsHelpProps } from './ShortcutsHelp';
export {
  LOCAL_VIDEO_NOTICE,
  VIDEO_ERROR_MESSAGE,
  VideoContentPlayer,
  type VideoContentPlayerProps,
} from './VideoContentPlayer';
export { formatPlaybackRate } from './shared/mediaTime';
