export { VideoPlayer, type VideoPlayerError, type VideoPlayerProps } from './VideoPlayer';
export { VideoPlayerProvider } from './VideoPlayerProvider';
export { useYouTubeApi, type YouTubeVideoState } from './useYouTubeApi';
export { VideoLoading } from './VideoLoading';
export { YouTubeEmbed } from './YouTubeEmbed';
export {
  createYouTubeApiLoader,
  loadYouTubeIframeApi,
  YOUTUBE_API_TIMEOUT_MS,
  YOUTUBE_IFRAME_API_SRC,
  type LoadYouTubeApi,
  type YouTubeApi,
  type YouTubePlayer,
  type YouTubePlayerOptions,
} from '../shared/youtubeApi';
