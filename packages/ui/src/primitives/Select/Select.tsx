import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { Field, FieldControl, fieldControlClasses } from '../Field';

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
  required,
  className,
  containerClassName,
  ref,
  ...rest
}: SelectProps) {
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={error}
      required={required}
      className={containerClassName}
    >
      <FieldControl>
        <select
          ref={ref}
          data-slot="select"
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
      </FieldControl>
    </Field>
  );
}
