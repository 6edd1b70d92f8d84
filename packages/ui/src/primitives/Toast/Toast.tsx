import { cva } from 'class-variance-authority';
import { useEffect, useState } from 'react';
import { cn } from '../../lib/cn';

export type ToastTone = 'success' | 'error';

export type ToastData = {
  id: number;
  tone: ToastTone;
  message: string;
};

const toastVariants = cva(
  'pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-card border-l-4 bg-surface p-4 text-sm text-ink shadow-lg',
  {
    variants: {
      tone: {
        success: 'border-success',
        error: 'border-danger',
      },
    },
  },
);

const iconVariants = cva(
  'mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full text-xs font-bold',
  {
    variants: {
      tone: {
        success: 'bg-success text-on-success',
        error: 'bg-danger text-on-danger',
      },
    },
  },
);

export type ToastProps = ToastData & {
  /** How long the toast stays before it leaves by itself, in milliseconds. */
  duration: number;
  onDismiss: (id: number) => void;
};

/**
 * One success or error message. Errors use role="alert" so they interrupt a screen reader; successes
 * use role="status" and wait their turn. The countdown pauses while the pointer or focus is on the
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
      role={tone === 'error' ? 'alert' : 'status'}
      data-slot="toast"
      data-tone={tone}
      className={toastVariants({ tone })}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <span aria-hidden="true" className={iconVariants({ tone })}>
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
