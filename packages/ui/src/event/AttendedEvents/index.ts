export { AttendedEvents, ATTENDED_EVENTS_TEXT, type AttendedEventsProps } from './AttendedEvents';
