import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { FieldErrorMessage, fieldControlClasses } from '../../primitives/TextField';

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  ref?: Ref<HTMLTextAreaElement>;
};

/** A labelled multi-line field with the same hint and error wiring as TextField. */
export function TextAreaField({
  label,
  hint,
  error,
  id,
  required,
  className,
  ref,
  ...rest
}: TextAreaFieldProps) {
  const ownId = useId();
  const fieldId = id ?? ownId;
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;
  const descriptions = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div data-slot="text-area-field" className="flex flex-col gap-1">
      <label htmlFor={fieldId} className="text-sm font-medium text-ink">
        {label}
        {required && (
          <span aria-hidden="true" className="ms-0.5 text-danger">
            *
          </span>
        )}
      </label>
      <textarea
        ref={ref}
        id={fieldId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={descriptions || undefined}
        className={cn(fieldControlClasses, 'min-h-32 resize-y py-2 leading-relaxed', className)}
        {...rest}
      />
      {hint && (
        <p id={hintId} className="text-xs text-ink-muted">
          {hint}
        </p>
      )}
      <FieldErrorMessage id={errorId} message={error} />
    </div>
  );
}
