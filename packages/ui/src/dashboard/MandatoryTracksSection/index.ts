export { MandatoryTracksSection, type MandatoryTracksSectionProps } from './MandatoryTracksSection';
export type { MandatoryTrack, TrackCourses } from './TrackItem';
export { MANDATORY_TRACKS_TEXT } from './mandatoryTracksText';
