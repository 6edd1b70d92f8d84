import { cn } from '../../lib/cn';
import { TONE_CLASSES } from '../../lib/tone';

const { border, surface, solid } = TONE_CLASSES.danger;

export type FormErrorProps = {
  /** The message of a failed submit; nothing renders without one. */
  message?: string | null;
  className?: string;
};

/**
 * The error of a whole form (a refused login, a failed register), as role="alert" so a screen
 * reader announces it at once. Field errors sit under their fields instead.
 */
export function FormError({ message, className }: FormErrorProps) {
  if (!message) return null;
  return (
    <div
      role="alert"
      data-slot="form-error"
      className={cn(
        'flex items-start gap-2 rounded-control border px-3 py-2 text-sm text-ink',
        border,
        surface,
        className,
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'mt-0.5 flex size-4 shrink-0 items-center justify-center rounded-full text-[0.625rem] font-bold',
          solid,
        )}
      >
        !
      </span>
      <p>{message}</p>
    </div>
  );
}
