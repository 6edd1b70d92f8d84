import { useState, type MouseEvent, type ReactNode } from 'react';
import { AwardIcon, HeartIcon } from '../../icons';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focusRing';
import { Button, buttonVariants, firstClickOnly } from '../../primitives/Button';
import { Link } from '../../primitives/Link';
import { ConfirmDialog } from '../../primitives/ConfirmDialog';
import { COURSE_PAGE_TEXT } from './coursePageText';

export type CourseActionsProps = {
  /** Unknown while the enrolment loads: neither 'Matricular-se' nor 'Continuar' is offered yet. */
  enrolled: boolean | undefined;
  blocked: boolean;
  enrolling: boolean;
  onEnroll: () => void;
  /** The content 'Continuar' opens (domain `pickContentToContinue`); none while contents load. */
  continueHref?: string | null;
  /** A rejection keeps the dialog open with its message. */
  onLeave: () => Promise<unknown>;
  favorite: boolean;
  favoritePending: boolean;
  /** Resolves once saved; the change is then announced. */
  onFavoriteChange: (favorite: boolean) => Promise<unknown>;
  /** The certificate's file, for a finished course that certifies. */
  certificateHref?: string | null;
  /** The app opening the file itself (a demo file only its page can fetch); else the browser. */
  onCertificateClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** The app's 'Indicar treinamento' (its picker). */
  recommend?: ReactNode;
};

/** Enrol, continue, leave, favourite, recommend and the certificate. */
export function CourseActions({
  enrolled,
  blocked,
  enrolling,
  onEnroll,
  continueHref,
  onLeave,
  favorite,
  favoritePending,
  onFavoriteChange,
  certificateHref,
  onCertificateClick,
  recommend,
}: CourseActionsProps) {
  const [leaving, setLeaving] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  async function toggleFavorite() {
    if (favoritePending) return;
    const next = !favorite;
    try {
      await onFavoriteChange(next);
      setAnnouncement(next ? COURSE_PAGE_TEXT.favorited : COURSE_PAGE_TEXT.unfavorited);
    } catch {
      // The app shows the failure as a toast; the heart keeps its state.
    }
  }

  return (
    <div
      role="group"
      aria-label={COURSE_PAGE_TEXT.actions}
      data-slot="course-actions"
      className="flex flex-wrap items-center gap-2"
    >
      {!blocked && enrolled === false && (
        <Button size="lg" loading={enrolling} onClick={onEnroll}>
          {COURSE_PAGE_TEXT.enroll}
        </Button>
      )}
      {!blocked &&
        enrolled === true &&
        (continueHref ? (
          <Link href={continueHref} className={buttonVariants({ size: 'lg' })}>
            {COURSE_PAGE_TEXT.continue}
          </Link>
        ) : (
          <Button size="lg" disabled>
            {COURSE_PAGE_TEXT.continue}
          </Button>
        ))}
      {!blocked && certificateHref && (
        <Link
          href={certificateHref}
          external
          onClick={onCertificateClick}
          className={buttonVariants({ variant: 'secondary', size: 'lg' })}
        >
          <AwardIcon size="lg" />
          {COURSE_PAGE_TEXT.certificateLink}
          <span className="sr-only"> {COURSE_PAGE_TEXT.newTab}</span>
        </Link>
      )}
      {!blocked && recommend}
      <button
        type="button"
        aria-pressed={favorite}
        aria-busy={favoritePending || undefined}
        onClick={() => void toggleFavorite()}
        data-slot="favorite-button"
        title={favorite ? COURSE_PAGE_TEXT.unfavorite : COURSE_PAGE_TEXT.favorite}
        className={cn(
          'inline-flex size-12 items-center justify-center rounded-pill border border-line bg-surface',
          favorite ? 'text-danger' : 'text-primary-ink',
          'hover:bg-primary-soft aria-busy:cursor-progress',
          focusRing,
        )}
      >
        <HeartIcon size="xl" className={favorite ? 'fill-current' : undefined} />
        {/* A toggle keeps one name; aria-pressed tells its state (WAI-ARIA button pattern). */}
        <span className="sr-only">{COURSE_PAGE_TEXT.favorite}</span>
      </button>
      {!blocked && enrolled === true && (
        <>
          <Button variant="ghost" size="lg" onClick={firstClickOnly(() => setLeaving(true))}>
            {COURSE_PAGE_TEXT.leave}
          </Button>
          <ConfirmDialog
            open={leaving}
            title={COURSE_PAGE_TEXT.leaveTitle}
            message={COURSE_PAGE_TEXT.leaveMessage}
            confirmLabel={COURSE_PAGE_TEXT.leave}
            onConfirm={async () => {
              await onLeave();
              setLeaving(false);
            }}
            onCancel={() => setLeaving(false)}
          />
        </>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
