export {
  FallbackVideoPlayer,
  FALLBACK_VIDEO_NOTICE,
  FALLBACK_VIDEO_SECONDS,
  VIDEO_UNAVAILABLE_NOTICE,
  type FallbackVideoPlayerProps,
  type FallbackVideoStatus,
} from './FallbackVideoPlayer';
