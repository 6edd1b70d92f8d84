import {
  eventCardTarget,
  eventTypeLabel,
  formatEventSchedule,
  isNewCourse,
  routeHref,
  type DateInput,
  type EventCardFields,
  type ReleaseWindow,
  type RouteTarget,
} from '@decola/domain';
import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { CardBadge } from '../../cards/CardBadge';
import { CardCover } from '../../cards/CardCover';
import { CardFlags, type CardFlag } from '../../cards/CardFlags';
import { CardTitle, cardFrameClass } from '../../cards/CardTitle';
import { IntroVideoButton } from '../../cards/IntroVideoButton';
import { AwardIcon, CalendarIcon, ClockIcon, MapPinIcon, SparklesIcon } from '../../icons';

/** The fields an event card reads (the contract's `Event`). */
export type EventCardEvent = EventCardFields &
  ReleaseWindow & {
    name: string;
    image?: string | null;
    location?: string | null;
    hasCertificate?: boolean | null;
    hasNewContent?: boolean | null;
    introductoryContent?: object | null;
  };

export type EventCardProps<T extends EventCardEvent> = {
  event: T;
  /** Today, for the 'Novo' flag (release window, domain `isNewCourse`). */
  today: DateInput;
  headingLevel?: 3 | 4;
  /** The intro-video play button, when the event has an introductory content. */
  onIntroVideoClick?: (event: T) => void;
  className?: string;
};

export const EVENT_CARD_TEXT = {
  new: 'Novo',
  flags: 'Destaques do evento',
  certificate: 'Com certificado',
  newContent: 'Conteúdo novo',
  location: 'Local',
  date: 'Data',
  time: 'Horário',
  dateToBeDefined: 'Data a definir',
  noClass: 'Nenhuma turma disponível',
} as const;

/** An event without any class has nowhere to go: route event needs a class. */
const hrefOf = (target: RouteTarget): string | null =>
  Object.values(target.params ?? {}).every((value) => value !== '') ? routeHref(target) : null;

/** Domain `eventCardTarget` decides where it opens. */
export function EventCard<T extends EventCardEvent>({
  event,
  today,
  headingLevel = 3,
  onIntroVideoClick,
  className,
}: EventCardProps<T>) {
  const reasonId = useId();
  const schedule = formatEventSchedule(event);
  const href = hrefOf(eventCardTarget(event));
  const showIntroVideo = Boolean(event.introductoryContent) && onIntroVideoClick;

  const flags: CardFlag[] = [];
  if (event.hasCertificate) {
    flags.push({
      key: 'certificate',
      label: EVENT_CARD_TEXT.certificate,
      icon: <AwardIcon size="sm" />,
    });
  }
  if (event.hasNewContent) {
    flags.push({
      key: 'newContent',
      label: EVENT_CARD_TEXT.newContent,
      icon: <SparklesIcon size="sm" />,
    });
  }

  return (
    <article
      data-slot="event-card"
      data-type={event.type}
      className={cn(cardFrameClass(href !== null), className)}
    >
      <CardCover
        imageURL={event.image}
        badges={
          <>
            <CardBadge kind="type">{eventTypeLabel(event.type)}</CardBadge>
            {isNewCourse(event, today) && <CardBadge kind="new">{EVENT_CARD_TEXT.new}</CardBadge>}
          </>
        }
        action={
          showIntroVideo && (
            <IntroVideoButton title={event.name} onClick={() => onIntroVideoClick(event)} />
          )
        }
      />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <CardTitle level={headingLevel} href={href} describedBy={reasonId}>
          {event.name}
        </CardTitle>
        <dl className="flex flex-col gap-1.5 text-sm text-ink-muted">
          {event.location && (
            <ScheduleLine term={EVENT_CARD_TEXT.location} icon={<MapPinIcon size="sm" />}>
              {event.location}
            </ScheduleLine>
          )}
          <ScheduleLine term={EVENT_CARD_TEXT.date} icon={<CalendarIcon size="sm" />}>
            {schedule.date || EVENT_CARD_TEXT.dateToBeDefined}
          </ScheduleLine>
          {schedule.time && (
            <ScheduleLine term={EVENT_CARD_TEXT.time} icon={<ClockIcon size="sm" />}>
              {schedule.time}
            </ScheduleLine>
          )}
        </dl>
        {href === null && (
          <p id={reasonId} className="text-sm font-semibold text-ink">
            {EVENT_CARD_TEXT.noClass}
          </p>
        )}
        {flags.length > 0 && (
          <div className="mt-auto">
            <CardFlags flags={flags} label={EVENT_CARD_TEXT.flags} />
          </div>
        )}
      </div>
    </article>
  );
}

function ScheduleLine({
  term,
  icon,
  children,
}: {
  term: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex items-start gap-1.5">
      <dt className="sr-only">{term}</dt>
      <dd className="flex items-start gap-1.5">
        <span className="mt-0.5 shrink-0">{icon}</span>
        <span>{children}</span>
      </dd>
    </div>
  );
}
