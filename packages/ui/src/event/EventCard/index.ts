export { EventCard, EVENT_CARD_TEXT, type EventCardEvent, type EventCardProps } from './EventCard';
