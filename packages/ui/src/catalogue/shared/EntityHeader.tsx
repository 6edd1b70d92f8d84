import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { READY, shownStatus, type AsyncState } from '../../lib/asyncState';
import { LoadState } from '../../primitives/LoadState';

export type EntityHeaderProps = {
  /** The entity's load; an instructor's header, from the link that opened it, is always ready. */
  state?: AsyncState;
  /** What the entity is ('Escola', 'Trilha', 'Instrutor'): written above its name, and the h1 while it loads or fails. */
  kind: string;
  /** The entity's name, once loaded. */
  title?: string | null;
  description?: string | null;
  /** Its picture: a cover or a photo. */
  picture?: ReactNode;
  /** Badges under the name ('Bloqueada'). */
  badges?: ReactNode;
  /** Beside the text (a track's progress). */
  aside?: ReactNode;
  /** The loading sentence and the failure's, with the app's message under it. */
  text?: { loading: string; error: string };
};

const frame =
  'flex flex-col gap-6 rounded-card border border-line bg-surface p-5 shadow-sm sm:flex-row sm:items-center sm:p-6';
const bar = 'animate-pulse rounded-control bg-line';

/** The h1 of a school, track or instructor page, with its picture and description. */
export function EntityHeader({
  state = READY,
  kind,
  title,
  description,
  picture,
  badges,
  aside,
  text,
}: EntityHeaderProps) {
  const status = shownStatus(state);
  if (status !== 'ready' || !title) {
    return (
      <header
        data-slot="entity-header"
        data-state={status}
        aria-busy={status === 'loading' || undefined}
        className={cn(frame, 'sm:items-stretch')}
      >
        <div className="flex w-full flex-col gap-4">
          <h1 className="text-2xl font-bold text-ink">{kind}</h1>
          {/* Ready without a name yet is still loading. */}
          <LoadState state={status === 'error' ? state : { status: 'loading' }} text={text} />
          {status !== 'error' && (
            <div aria-hidden="true" className="flex flex-col gap-2">
              <div className={`h-4 w-full ${bar}`} />
              <div className={`h-4 w-2/3 ${bar}`} />
            </div>
          )}
        </div>
      </header>
    );
  }
  return (
    <header data-slot="entity-header" data-state="ready" className={frame}>
      {picture}
      <div className="flex min-w-0 flex-1 flex-col items-start gap-2">
        <p className="text-sm font-semibold tracking-wide text-primary-ink uppercase">{kind}</p>
        <h1 dir="auto" className="text-2xl font-bold break-words text-ink sm:text-3xl">
          {title}
        </h1>
        {badges}
        {description && (
          <p dir="auto" className="max-w-3xl text-base whitespace-pre-line text-ink-muted">
            {description}
          </p>
        )}
      </div>
      {aside && <div className="shrink-0">{aside}</div>}
    </header>
  );
}

/** A school's or track's 16:9 cover beside its name; decorative, as the name is next to it. */
export function EntityCover({
  imageURL,
  dimmed = false,
}: {
  imageURL?: string | null;
  dimmed?: boolean;
}) {
  if (!imageURL) return null;
  return (
    <img
      src={imageURL}
      alt=""
      width={320}
      height={180}
      className={cn(
        'aspect-video w-full shrink-0 rounded-control bg-surface-muted object-cover sm:w-72',
        dimmed && 'opacity-60 grayscale',
      )}
    />
  );
}
