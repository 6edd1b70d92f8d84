import { useEffect, useState, type MouseEvent } from 'react';
import { CrossIcon } from '../../icons';
import { cn } from '../../lib/cn';
import { TONE_CLASSES, toneRole, type Tone } from '../../lib/tone';
import { linkVariants } from '../../primitives/Link';

export type ToastTone = Extract<Tone, 'success' | 'danger'>;

/** A link the toast offers after its message ('Ver sacola'): a path of the app. */
export type ToastAction = { label: string; href: string };

export type ToastData = {
  id: number;
  tone: ToastTone;
  message: string;
  action?: ToastAction;
};

export type ToastProps = ToastData & {
  /** How long the toast stays before it leaves by itself, in milliseconds. */
  duration: number;
  onDismiss: (id: number) => void;
  /** Opens the action's path inside the app; a plain link without it. */
  navigate?: (href: string) => void;
};

const isPlainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * One success or danger message. A danger uses role="alert" so it interrupts a screen reader; a
 * success uses role="status" and waits its turn. The countdown pauses while the pointer or focus is on the
 * toast, so nobody loses a message they are still reading (WCAG 2.2.1).
 */
export function Toast({ id, tone, message, action, duration, onDismiss, navigate }: ToastProps) {
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => onDismiss(id), duration);
    return () => clearTimeout(timer);
  }, [paused, duration, id, onDismiss]);

  return (
    <div
      role={toneRole(tone)}
      data-slot="toast"
      data-tone={tone}
      className={cn(
        'pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-card border-l-4 bg-surface p-4 text-sm text-ink shadow-lg',
        TONE_CLASSES[tone].border,
      )}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <span
        aria-hidden="true"
        className={cn(
          'mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full text-xs font-bold',
          TONE_CLASSES[tone].solid,
        )}
      >
        {tone === 'success' ? '✓' : '!'}
      </span>
      <div className="flex flex-1 flex-col items-start gap-1">
        <p className="leading-5">{message}</p>
        {action && (
          <a
            href={action.href}
            data-slot="toast-action"
            className={cn(
              'rounded-control font-semibold',
              linkVariants({ underline: 'untilHover', offset: 2 }),
            )}
            onClick={(event) => {
              if (navigate && isPlainClick(event)) {
                event.preventDefault();
                navigate(action.href);
              }
              onDismiss(id);
            }}
          >
            {action.label}
          </a>
        )}
      </div>
      <button
        type="button"
        aria-label="Fechar aviso"
        className={cn(
          'inline-flex size-6 shrink-0 items-center justify-center rounded-control text-ink-muted',
          'hover:bg-surface-muted hover:text-ink',
        )}
        onClick={() => onDismiss(id)}
      >
        <CrossIcon size="sm" />
      </button>
    </div>
  );
}
