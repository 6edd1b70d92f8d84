import { EVENT_TYPE, formatEventSchedule, routeHref } from '@decola/domain';
import type { ReactNode } from 'react';
import { CardBadge } from '../../cards/CardBadge';
import { AwardIcon, CalendarIcon, MapPinIcon } from '../../icons';
import { shownStatus, type AsyncState } from '../../lib/asyncState';
import { LoadingLine, LoadState } from '../../primitives/LoadState';
import { Markdown } from '../../primitives/Markdown';
import { NotFoundPage } from '../../primitives/NotFoundPage';
import { TrainingPanel } from '../shared/TrainingPanel';
import { TRAINING_TEXT } from '../shared/trainingText';
import type { AgendaEntryData } from '../shared/types';

/** The fields of a training (the contract's `Event` of type 2) the page reads. */
export type TrainingPageTraining = {
  id: number;
  name: string;
  description?: string | null;
  location?: string | null;
  banner?: string | null;
  image?: string | null;
  hasCertificate?: boolean | null;
  menus?: readonly AgendaEntryData[] | null;
};

export type TrainingPageProps = {
  /** The training itself; each panel has its own. */
  state: AsyncState;
  /** No such training, or an id that is not a number: the not-found page, inside the shell. */
  notFound?: boolean;
  training?: TrainingPageTraining | null;
  /** `TrainingSituation`: the learner's percentage, attendance, enrol, leave and certificate. */
  situation?: ReactNode;
  /** The panels, each in the app's own error boundary. */
  agenda?: ReactNode;
  instructors?: ReactNode;
  participants?: ReactNode;
};

/** Route `training-course`: a training (event type 2) with its agenda and people. */
export function TrainingPage({
  state,
  notFound = false,
  training,
  situation,
  agenda,
  instructors,
  participants,
}: TrainingPageProps) {
  if (notFound) return <NotFoundPage inShell homeHref={routeHref({ name: 'dashboard' })} />;
  const status = shownStatus(state);
  if (status !== 'ready' || !training) {
    return (
      <div
        data-slot="training-page"
        data-state={status}
        aria-busy={status === 'loading' || undefined}
        className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-gutter py-section"
      >
        <LoadState state={state} look="page" text={TRAINING_TEXT}>
          {/* Loaded, its training not yet given: still on its way. */}
          <LoadingLine text={TRAINING_TEXT.loading} size="body" />
        </LoadState>
      </div>
    );
  }
  const banner = training.banner || training.image;
  const schedule = formatEventSchedule({
    id: training.id,
    type: EVENT_TYPE.TRAINING,
    menus: training.menus ?? [],
  });
  return (
    <div
      data-slot="training-page"
      data-state="ready"
      className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-gutter py-section"
    >
      <header className="overflow-hidden rounded-card bg-surface shadow-sm">
        {banner ? (
          <img
            src={banner}
            alt=""
            className="aspect-[4/1] max-h-72 w-full bg-surface-muted object-cover"
          />
        ) : (
          <div aria-hidden="true" className="aspect-[4/1] max-h-72 w-full bg-primary-soft" />
        )}
        <div className="flex flex-col gap-4 p-5 sm:p-6">
          <div className="flex flex-wrap items-center gap-2">
            <CardBadge kind="type">{TRAINING_TEXT.typeLabel}</CardBadge>
            {training.hasCertificate && (
              <CardBadge kind="inProgress" icon={<AwardIcon size="xs" />}>
                {TRAINING_TEXT.certificate}
              </CardBadge>
            )}
          </div>
          <h1 className="text-2xl font-bold break-words text-ink sm:text-3xl">{training.name}</h1>
          <dl
            aria-label={TRAINING_TEXT.facts}
            className="flex flex-wrap gap-x-5 gap-y-2 text-ink-muted"
          >
            {schedule.date && (
              <div className="flex items-center gap-1">
                <dt className="sr-only">{TRAINING_TEXT.period}</dt>
                <dd className="flex items-center gap-1">
                  <CalendarIcon size="md" />
                  {schedule.date}
                </dd>
              </div>
            )}
            {training.location && (
              <div className="flex items-center gap-1">
                <dt className="sr-only">{TRAINING_TEXT.location}</dt>
                <dd className="flex items-center gap-1">
                  <MapPinIcon size="md" />
                  {training.location}
                </dd>
              </div>
            )}
          </dl>
        </div>
      </header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-6">
          <TrainingPanel text={{ title: TRAINING_TEXT.situation }} slot="training-situation-panel">
            {situation}
          </TrainingPanel>
          {training.description && (
            <section
              aria-label={TRAINING_TEXT.description}
              className="rounded-card bg-surface p-5 text-ink shadow-sm sm:p-6"
            >
              <Markdown source={training.description} />
            </section>
          )}
          {agenda}
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          {instructors}
          {participants}
        </div>
      </div>
    </div>
  );
}
