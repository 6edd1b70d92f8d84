import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cn } from '../../lib/cn';
import { Field, FieldControl, fieldControlClasses, useCharacterCount } from '../Field';

export type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: ReactNode;
  /** A short help line under the field, read with it (aria-describedby). */
  hint?: ReactNode;
  /** Shows the characters typed out of `maxLength` ('12/100'), read with the field. */
  counter?: boolean;
  /** The field's error message; marks the input aria-invalid and is read with it. */
  error?: string | null;
  /** Something inside the field, at its end: a toggle button, a unit, a spinner. */
  trailing?: ReactNode;
  /** Class of the outer wrapper (label, input, hint and error); `className` goes to the input. */
  containerClassName?: string;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A labelled text input on Field: the hint, the counter and the error are read with the input, the
 * error also sets aria-invalid and is announced when it appears. Every input prop (type,
 * maxLength, onBlur...) and the ref reach the <input>.
 */
export function TextField({
  label,
  hint,
  counter,
  error,
  trailing,
  id,
  className,
  containerClassName,
  required,
  ref,
  ...rest
}: TextFieldProps) {
  const count = useCharacterCount({ ...rest, shown: counter });
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      counter={count.counter}
      error={error}
      required={required}
      className={containerClassName}
    >
      <div className="relative">
        <FieldControl>
          <input
            ref={ref}
            data-slot="text-field"
            className={cn(fieldControlClasses, 'h-10', trailing ? 'pe-12' : null, className)}
            {...rest}
            onChange={count.onChange}
          />
        </FieldControl>
        {trailing && (
          <div className="absolute inset-y-0 end-0 flex items-center pe-1">{trailing}</div>
        )}
      </div>
    </Field>
  );
}
