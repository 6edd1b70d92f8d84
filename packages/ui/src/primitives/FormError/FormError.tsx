import { cn } from '../../lib/cn';

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
        'flex items-start gap-2 rounded-control border border-danger bg-danger-soft px-3 py-2 text-sm text-ink',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className="mt-0.5 flex size-4 shrink-0 items-center justify-center rounded-full bg-danger text-[0.625rem] font-bold text-on-danger"
      >
        !
      </span>
      <p>{message}</p>
    </div>
  );
}
