export {
  LOCAL_VIDEO_NOTICE,
  VIDEO_ERROR_MESSAGE,
  VideoContentPlayer,
  type VideoContentPlayerProps,
} from './VideoContentPlayer';
