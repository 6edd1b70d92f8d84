export {
  InterestPicker,
  INTEREST_PICKER_LABEL,
  selectedCountText,
  type Interest,
  type InterestPickerProps,
  type InterestsState,
} from './InterestPicker';
