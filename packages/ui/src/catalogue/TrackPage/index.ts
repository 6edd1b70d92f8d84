export { TrackPage, type TrackPageProps } from './TrackPage';
export { TrackHeader, type TrackHeaderProps, type TrackHeaderTrack } from './TrackHeader';
export { TrackCourseList } from './TrackCourseList';
export { TrackTrainings, type TrackTrainingsProps } from './TrackTrainings';
export { TrackList, type TrackListProps } from './TrackList';
export { TRACK_PAGE_TEXT } from './trackPageText';
