export {
  PillStoryViewer,
  PILL_VIEWER_EMBLA_DURATION,
  PILL_VIEWER_TITLE,
  type PillStoryViewerProps,
} from './PillStoryViewer';
