export { AUDIO_ERROR_MESSAGE, AudioPlayer, type AudioPlayerProps } from './AudioPlayer';
