export {
  MandatoryTracksSection,
  type MandatoryTrack,
  type MandatoryTracksSectionProps,
} from './MandatoryTracksSection';
export { MANDATORY_TRACKS_TEXT } from './mandatoryTracksText';
