import { cn } from '../../lib/cn';

export type PlatformMarkProps = {
  platformName: string;
  className?: string;
};

/**
 * The platform's wordmark: a rising-arrow mark in the template's primary colour and the platform
 * name. It is text, so it follows the template tokens and reads correctly to screen readers.
 */
export function PlatformMark({ platformName, className }: PlatformMarkProps) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-extrabold text-ink', className)}>
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" className="fill-primary" />
        <path
          d="M8 22l7-7 4 4 6-8M19 11h6v6"
          fill="none"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
          className="stroke-on-primary"
        />
      </svg>
      <span className="text-xl tracking-tight">{platformName}</span>
    </span>
  );
}
