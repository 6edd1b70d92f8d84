export { TrackMultiSelect, type TrackMultiSelectProps } from './TrackMultiSelect';
export { TRACK_MULTI_SELECT_TEXT } from './trackMultiSelectText';
