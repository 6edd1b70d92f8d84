import { EventsSection } from '@decola/ui';
import { useQuery } from '@tanstack/react-query';
import { eventQuery } from '../../api/events';
import { asyncStateOf } from '../../api/asyncState';

type EventsAreaProps = {
  today: Date;
  onIntroVideoClick: (event: { name: string; introductoryContent?: object | null }) => void;
};

/** 'Treinamentos': the events carousel; its cards route per event type. */
export function EventsArea({ today, onIntroVideoClick }: EventsAreaProps) {
  const events = useQuery(eventQuery.list());
  return (
    <EventsSection
      events={events.data ?? []}
      today={today}
      state={asyncStateOf(events)}
      onIntroVideoClick={onIntroVideoClick}
    />
  );
}
