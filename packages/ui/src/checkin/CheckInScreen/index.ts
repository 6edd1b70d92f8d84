export {
  CheckInScreen,
  type CheckInKind,
  type CheckInScreenProps,
  type CheckInStatus,
  type CheckInSubject,
} from './CheckInScreen';
export { CHECK_IN_TEXT } from './checkInText';
