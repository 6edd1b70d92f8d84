import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type LandingSectionProps = {
  title: string;
  /** A short line above the title (what the section is about, in a word or two). */
  eyebrow?: string;
  /** One or two sentences under the title. */
  intro?: ReactNode;
  /** `muted` alternates the background so neighbouring sections read as separate bands. */
  background?: 'surface' | 'muted' | 'canvas';
  /** An anchor for in-page links (`#escolas`). */
  id?: string;
  className?: string;
  children?: ReactNode;
};

const backgrounds = {
  surface: 'bg-surface',
  muted: 'bg-surface-muted',
  canvas: 'bg-canvas',
} as const;

/** One band of a landing page: a labelled section with its h2, so the page's outline stays in order. */
export function LandingSection({
  title,
  eyebrow,
  intro,
  background = 'surface',
  id,
  className,
  children,
}: LandingSectionProps) {
  const titleId = useId();
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      data-slot="landing-section"
      className={cn('scroll-mt-4 px-gutter py-section', backgrounds[background], className)}
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-6">
        <div className="flex max-w-3xl flex-col gap-2">
          {eyebrow && (
            <p className="text-sm font-semibold tracking-wide text-primary-ink uppercase">
              {eyebrow}
            </p>
          )}
          <h2 id={titleId} className="text-2xl font-bold text-ink sm:text-3xl">
            {title}
          </h2>
          {intro && <div className="text-base leading-relaxed text-ink-muted">{intro}</div>}
        </div>
        {children}
      </div>
    </section>
  );
}
