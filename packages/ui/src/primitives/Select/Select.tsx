import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { FieldErrorMessage, fieldControlClasses } from '../TextField';

export type SelectOption = { value: string | number; label: string };

export type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: ReactNode;
  options: readonly SelectOption[];
  /** The empty first option ('Selecionar'), chosen while nothing is; its value is ''. */
  placeholder?: string;
  hint?: ReactNode;
  error?: string | null;
  containerClassName?: string;
  ref?: Ref<HTMLSelectElement>;
};

/** A labelled native select: keyboard, mobile pickers and screen readers work as users expect. */
export function Select({
  label,
  options,
  placeholder,
  hint,
  error,
  id,
  className,
  containerClassName,
  'aria-describedby': describedBy,
  ref,
  ...rest
}: SelectProps) {
  const ownId = useId();
  const selectId = id ?? ownId;
  const hintId = `${selectId}-hint`;
  const errorId = `${selectId}-error`;
  const descriptions = [describedBy, hint ? hintId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div data-slot="select" className={cn('flex flex-col gap-1', containerClassName)}>
      <label htmlFor={selectId} className="text-sm font-medium text-ink">
        {label}
      </label>
      <select
        ref={ref}
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={descriptions || undefined}
        className={cn(fieldControlClasses, 'h-10 cursor-pointer pe-8', className)}
        {...rest}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint && (
        <p id={hintId} className="text-xs text-ink-muted">
          {hint}
        </p>
      )}
      <FieldErrorMessage id={errorId} message={error} />
    </div>
  );
}
