import { useEffect, useState } from 'react';
import { cn } from '../../lib/cn';
import { TONE_CLASSES, toneRole, type Tone } from '../../lib/tone';

export type ToastTone = Extract<Tone, 'success' | 'danger'>;

export type ToastData = {
  id: number;
  tone: ToastTone;
  message: string;
};

export type ToastProps = ToastData & {
  /** How long the toast stays before it leaves by itself, in milliseconds. */
  duration: number;
  onDismiss: (id: number) => void;
};

/**
 * One success or danger message. A danger uses role="alert" so it interrupts a screen reader; a
 * success uses role="status" and waits its turn. The countdown pauses while the pointer or focus is on the
 * toast, so nobody loses a message they are still reading (WCAG 2.2.1).
 */
export function Toast({ id, tone, message, duration, onDismiss }: ToastProps) {
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
      <p className="flex-1 leading-5">{message}</p>
      <button
        type="button"
        aria-label="Fechar aviso"
        className={cn(
          'inline-flex size-6 shrink-0 items-center justify-center rounded-control text-ink-muted',
          'hover:bg-surface-muted hover:text-ink',
        )}
        onClick={() => onDismiss(id)}
      >
        <span aria-hidden="true">✕</span>
      </button>
    </div>
  );
}
