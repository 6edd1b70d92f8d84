import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cn } from '../../lib/cn';

export type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: ReactNode;
  /** A short help line under the field, read with it (aria-describedby). */
  hint?: ReactNode;
  /** The field's error message; marks the input aria-invalid and is read with it. */
  error?: string | null;
  /** Something inside the field, at its end: a toggle button, a unit, a spinner. */
  trailing?: ReactNode;
  /** Class of the outer wrapper (label, input, hint and error); `className` goes to the input. */
  containerClassName?: string;
  ref?: Ref<HTMLInputElement>;
};

export const fieldControlClasses = cn(
  'w-full rounded-control border border-line bg-surface px-3 text-sm text-ink',
  'placeholder:text-ink-muted transition-colors',
  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus',
  'aria-invalid:border-danger',
  'disabled:cursor-not-allowed disabled:bg-surface-muted disabled:text-ink-muted',
);

/**
 * A labelled text input. The hint and the error are tied to the input with aria-describedby, the
 * error also sets aria-invalid and sits in a polite live region so it is announced when it appears.
 * Every input prop (type, maxLength, onBlur...) and the ref reach the <input>.
 */
export function TextField({
  label,
  hint,
  error,
  trailing,
  id,
  className,
  containerClassName,
  required,
  'aria-describedby': describedBy,
  ref,
  ...rest
}: TextFieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const descriptions = [describedBy, hint ? hintId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');

  return (
    <div data-slot="text-field" className={cn('flex flex-col gap-1', containerClassName)}>
      <label htmlFor={inputId} className="text-sm font-medium text-ink">
        {label}
        {required && (
          <span aria-hidden="true" className="ms-0.5 text-danger">
            *
          </span>
        )}
      </label>
      <div className="relative">
        <input
          ref={ref}
          id={inputId}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={descriptions || undefined}
          className={cn(fieldControlClasses, 'h-10', trailing ? 'pe-12' : null, className)}
          {...rest}
        />
        {trailing && (
          <div className="absolute inset-y-0 end-0 flex items-center pe-1">{trailing}</div>
        )}
      </div>
      {hint && (
        <p id={hintId} className="text-xs text-ink-muted">
          {hint}
        </p>
      )}
      <FieldErrorMessage id={errorId} message={error} />
    </div>
  );
}

/**
 * The error line under a field. Always in the page (empty when there is no error) so that, as a
 * polite live region, a message that appears later is announced.
 */
export function FieldErrorMessage({ id, message }: { id: string; message?: string | null }) {
  return (
    <p
      id={id}
      aria-live="polite"
      data-slot="field-error"
      className={cn('text-xs font-medium text-danger', message ? null : 'sr-only')}
    >
      {message}
    </p>
  );
}
