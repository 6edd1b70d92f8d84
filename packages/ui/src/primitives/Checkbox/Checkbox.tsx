import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cn } from '../../lib/cn';
import { FieldErrorMessage } from '../TextField';

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  /** Text or content with links (a terms checkbox links to the terms page). */
  label: ReactNode;
  error?: string | null;
  containerClassName?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A native checkbox with its label beside it and an error tied to it (aria-describedby). */
export function Checkbox({
  label,
  error,
  id,
  className,
  containerClassName,
  'aria-describedby': describedBy,
  ref,
  ...rest
}: CheckboxProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const errorId = `${inputId}-error`;
  const descriptions = [describedBy, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div data-slot="checkbox" className={cn('flex flex-col gap-1', containerClassName)}>
      <div className="flex items-start gap-2">
        <input
          ref={ref}
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={descriptions || undefined}
          className={cn(
            'mt-0.5 size-4 shrink-0 cursor-pointer accent-primary',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
            'disabled:cursor-not-allowed disabled:opacity-60',
            className,
          )}
          {...rest}
        />
        <label htmlFor={inputId} className="text-sm text-ink">
          {label}
        </label>
      </div>
      <FieldErrorMessage id={errorId} message={error} />
    </div>
  );
}
