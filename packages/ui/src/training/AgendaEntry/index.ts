export { AgendaEntry, type AgendaAttendance, type AgendaEntryProps } from './AgendaEntry';
