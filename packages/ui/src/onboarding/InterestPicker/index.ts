export {
  InterestPicker,
  INTEREST_PICKER_LABEL,
  selectedCountText,
  type Interest,
  type InterestPickerProps,
} from './InterestPicker';
