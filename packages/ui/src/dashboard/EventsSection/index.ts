export { EventsSection, EVENTS_SECTION_TEXT, type EventsSectionProps } from './EventsSection';
