export { EventPage, type EventPageProps } from './EventPage';
export { ClassCard, type ClassCardProps } from './ClassCard';
export { ClassPicker, type ClassPickerProps } from './ClassPicker';
export { EventHeader, type EventHeaderProps } from './EventHeader';
export { EVENT_PAGE_TEXT } from './eventPageText';
export type { EventPageClass, EventPageEvent } from './types';
