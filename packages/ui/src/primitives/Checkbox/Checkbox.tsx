import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focusRing';
import { Field, FieldControl } from '../Field';

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  /** Text or content with links (a terms checkbox links to the terms page). */
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  containerClassName?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A native checkbox on Field, its label beside it, its hint and error read with it. */
export function Checkbox({
  label,
  hint,
  error,
  id,
  required,
  className,
  containerClassName,
  ref,
  ...rest
}: CheckboxProps) {
  return (
    <Field
      layout="choice"
      id={id}
      label={label}
      hint={hint}
      error={error}
      required={required}
      className={containerClassName}
    >
      <FieldControl>
        <input
          ref={ref}
          type="checkbox"
          data-slot="checkbox"
          className={cn(
            'mt-0.5 size-4 shrink-0 cursor-pointer accent-primary',
            focusRing,
            'disabled:cursor-not-allowed disabled:opacity-60',
            className,
          )}
          {...rest}
        />
      </FieldControl>
    </Field>
  );
}
