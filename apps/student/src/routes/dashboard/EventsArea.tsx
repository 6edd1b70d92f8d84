import { EventsSection } from '@decola/ui';
import { useQuery } from '@tanstack/react-query';
import { eventQuery } from '../../api/events';

type EventsAreaProps = {
  today: Date;
  onIntroVideoClick: (event: { name: string; introductoryContent?: object | null }) => void;
};

/** 'Treinamentos' (spec 1 §2 section 9): the events carousel; its cards route per event type. */
export function EventsArea({ today, onIntroVideoClick }: EventsAreaProps) {
  const events = useQuery(eventQuery.list());
  return (
    <EventsSection
      events={events.data ?? []}
      today={today}
      loading={events.isPending}
      error={events.isError}
      onRetry={() => void events.refetch()}
      onIntroVideoClick={onIntroVideoClick}
    />
  );
}
