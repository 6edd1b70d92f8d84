import type { ReactNode } from 'react';

export type CardFlag = { key: string; label: string; icon: ReactNode };

/**
 * The card's flags (certificate, decoins, new content...): visible icons, each with its text for
 * screen readers and as a tooltip.
 */
export function CardFlags({ flags, label }: { flags: readonly CardFlag[]; label: string }) {
  if (flags.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap items-center gap-1.5" data-slot="card-flags">
      {flags.map((flag) => (
        <li
          key={flag.key}
          title={flag.label}
          data-flag={flag.key}
          className="inline-flex size-8 items-center justify-center rounded-pill bg-primary-soft text-primary-ink"
        >
          {flag.icon}
          <span className="sr-only">{flag.label}</span>
        </li>
      ))}
    </ul>
  );
}
