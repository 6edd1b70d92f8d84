export {
  AddToCalendarLink,
  ADD_TO_CALENDAR_TEXT,
  type AddToCalendarLinkProps,
} from './AddToCalendarLink';
