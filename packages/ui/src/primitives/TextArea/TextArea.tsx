import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { Field, FieldControl, fieldControlClasses, useCharacterCount } from '../Field';

export type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: ReactNode;
  /** A short help line under the field, read with it. */
  hint?: ReactNode;
  /** Shows the characters typed out of `maxLength` ('12/500'), read with the field. */
  counter?: boolean;
  /** The field's error message; marks the text area aria-invalid and is read with it. */
  error?: string | null;
  /** Class of the outer wrapper; `className` goes to the <textarea>. */
  containerClassName?: string;
  ref?: Ref<HTMLTextAreaElement>;
};

/** A labelled multi-line field on Field; Enter makes a new line and the learner may resize it. */
export function TextArea({
  label,
  hint,
  counter,
  error,
  id,
  required,
  className,
  containerClassName,
  ref,
  ...rest
}: TextAreaProps) {
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
      <FieldControl>
        <textarea
          ref={ref}
          data-slot="text-area"
          className={cn(fieldControlClasses, 'resize-y py-2 leading-relaxed', className)}
          {...rest}
          onChange={count.onChange}
        />
      </FieldControl>
    </Field>
  );
}
