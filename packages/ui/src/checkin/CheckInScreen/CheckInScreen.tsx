import { routeHref } from '@decola/domain';
import type { ReactNode } from 'react';
import { CheckCircleIcon, CrossCircleIcon, ExclamationTriangleIcon } from '../../icons';
import { cn } from '../../lib/cn';
import { TONE_CLASSES, toneRole, type Tone } from '../../lib/tone';
import { Button } from '../../primitives/Button';
import { Link, linkVariants } from '../../primitives/Link';
import { Spinner } from '../../primitives/Spinner';
import { CHECK_IN_TEXT } from './checkInText';

export type CheckInKind = 'event' | 'training';

/** ready → confirming → success; or invalid (the link's token), or error (the server's message). */
export type CheckInStatus = 'loading' | 'ready' | 'confirming' | 'success' | 'invalid' | 'error';

/** What the check-in confirms, as the screen says it. */
export type CheckInSubject = {
  /** The event's or training's name. */
  name: string;
  /** The class's name, or the training's calendar entry. */
  part?: string | null;
  /** dd/mm/yyyy. */
  date?: string | null;
  /** 'HH:mm até HH:mm'. */
  time?: string | null;
  location?: string | null;
};

export type CheckInScreenProps = {
  kind: CheckInKind;
  status: CheckInStatus;
  subject?: CheckInSubject | null;
  /** The server's message, under an invalid token or a refusal. */
  message?: string | null;
  onConfirm: () => void;
  /** Offered with an error that another try may fix (no connection). */
  onRetry?: () => void;
  /** The class's or training's page, once the presence is confirmed. */
  doneHref?: string | null;
};

/** A QR code's link, opened on a phone, confirms the signed-in learner's presence. */
export function CheckInScreen({
  kind,
  status,
  subject,
  message,
  onConfirm,
  onRetry,
  doneHref,
}: CheckInScreenProps) {
  return (
    <div
      data-slot="check-in"
      data-state={status}
      aria-busy={status === 'loading' || status === 'confirming' || undefined}
      className="mx-auto flex w-full max-w-md flex-col gap-5 px-4 py-8"
    >
      <h1 className="text-2xl font-bold text-ink">{CHECK_IN_TEXT.title}</h1>
      {status === 'loading' ? (
        <p role="status" className="flex items-center gap-2 text-ink-muted">
          <Spinner size="sm" decorative />
          {CHECK_IN_TEXT.loading}
        </p>
      ) : (
        <>
          {subject && status !== 'invalid' && <Subject kind={kind} subject={subject} />}
          <Outcome {...{ kind, status, subject, message, onConfirm, onRetry, doneHref }} />
        </>
      )}
    </div>
  );
}

function Subject({ kind, subject }: { kind: CheckInKind; subject: CheckInSubject }) {
  const rows: [string, string | null | undefined][] = [
    [CHECK_IN_TEXT.kind[kind], subject.name],
    [CHECK_IN_TEXT.part[kind], subject.part],
    [CHECK_IN_TEXT.date, subject.date],
    [CHECK_IN_TEXT.time, subject.time],
    [CHECK_IN_TEXT.location, subject.location],
  ];
  return (
    <section
      aria-label={CHECK_IN_TEXT.intro}
      className="flex flex-col gap-3 rounded-card bg-surface p-4 shadow-sm"
    >
      <p className="text-sm text-ink-muted">{CHECK_IN_TEXT.intro}</p>
      <dl className="flex flex-col gap-2">
        {rows
          .filter((row): row is [string, string] => Boolean(row[1]))
          .map(([label, value]) => (
            <div key={label} className="flex flex-col">
              <dt className="text-xs font-semibold text-ink-muted uppercase">{label}</dt>
              <dd className="break-words text-ink">{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}

function Outcome({
  kind,
  status,
  subject,
  message,
  onConfirm,
  onRetry,
  doneHref,
}: Omit<CheckInScreenProps, 'status'> & { status: Exclude<CheckInStatus, 'loading'> }) {
  if (status === 'ready' || status === 'confirming') {
    const confirming = status === 'confirming';
    return (
      <div className="flex flex-col gap-2">
        <Button size="lg" fullWidth loading={confirming} onClick={onConfirm}>
          {CHECK_IN_TEXT.confirm}
        </Button>
        <p role="status" className="min-h-5 text-center text-sm text-ink-muted">
          {confirming ? CHECK_IN_TEXT.confirming : ''}
        </p>
      </div>
    );
  }
  if (status === 'success') {
    return (
      <Notice tone="success" title={CHECK_IN_TEXT.success}>
        {subject && <p>{CHECK_IN_TEXT.successText(subject.name)}</p>}
        {doneHref && (
          <Link href={doneHref} className={cn('font-semibold', linkVariants())}>
            {CHECK_IN_TEXT.open[kind]}
          </Link>
        )}
      </Notice>
    );
  }
  if (status === 'invalid') {
    return (
      <Notice tone="warning" title={CHECK_IN_TEXT.invalid}>
        {/* One instruction: the server's own when it gave one, ours otherwise. */}
        <p>{message || CHECK_IN_TEXT.invalidHint}</p>
        <Link
          href={routeHref({ name: 'dashboard' })}
          className={cn('font-semibold', linkVariants())}
        >
          {CHECK_IN_TEXT.home}
        </Link>
      </Notice>
    );
  }
  return (
    <Notice tone="danger" title={CHECK_IN_TEXT.error}>
      {message && <p>{message}</p>}
      {onRetry && (
        <Button variant="secondary" onClick={onRetry} className="self-start">
          {CHECK_IN_TEXT.retry}
        </Button>
      )}
    </Notice>
  );
}

const NOTICE_ICONS = {
  success: CheckCircleIcon,
  warning: ExclamationTriangleIcon,
  danger: CrossCircleIcon,
} as const;

function Notice({
  tone,
  title,
  children,
}: {
  tone: Extract<Tone, keyof typeof NOTICE_ICONS>;
  title: string;
  children: ReactNode;
}) {
  const Icon = NOTICE_ICONS[tone];
  return (
    <div
      role={toneRole(tone)}
      className={cn(
        'flex flex-col gap-2 rounded-card border-l-4 p-4 text-ink',
        TONE_CLASSES[tone].border,
        TONE_CLASSES[tone].surface,
      )}
    >
      <p className={cn('flex items-center gap-2 text-lg font-bold', TONE_CLASSES[tone].ink)}>
        <Icon size="lg" className="shrink-0" />
        {title}
      </p>
      {children}
    </div>
  );
}
