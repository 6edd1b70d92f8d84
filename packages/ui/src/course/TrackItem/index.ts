export { TrackItem, type TrackItemProps, type TrackItemTrack } from './TrackItem';
export {
  TrackCourseCarousel,
  type TrackCourseCarouselProps,
  type TrackCourses,
} from './TrackCourseCarousel';
export { TRACK_TEXT, finishedCaption, finishedValueText, trackProgressLabel } from './trackText';
export { TrackProgress, type TrackProgressProps } from './TrackProgress';
