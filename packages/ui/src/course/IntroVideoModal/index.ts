export {
  IntroVideoModal,
  type IntroductoryVideo,
  type IntroVideoModalProps,
} from './IntroVideoModal';
