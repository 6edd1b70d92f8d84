import { createContext, use, useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { FieldErrorMessage } from './Field';

export type FieldSetProps = {
  /** The group's name, its legend. */
  legend: ReactNode;
  /** A short help line under the choices, read with each of them. */
  hint?: ReactNode;
  /** The error message: marks the group aria-invalid and is read with each choice. */
  error?: string | null;
  /** Shows the required mark; a radio group is also marked aria-required. */
  required?: boolean;
  /**
   * 'radiogroup' when the choices are one set of radios: the fieldset is then that group (named by
   * its legend as any fieldset), so a screen reader meets one group, not a group around a group.
   */
  role?: 'group' | 'radiogroup';
  className?: string;
  /** The choices; each reads its descriptions from useFieldSet. */
  children: ReactNode;
};

type FieldSetState = { describedBy: string | undefined; invalid: boolean };

const FieldSetContext = createContext<FieldSetState | null>(null);

/**
 * A group of choices under one name (shadcn's FieldSet and FieldLegend): a `<fieldset>` named by
 * its `<legend>`, with the required mark, hint and error of a Field, the ids made once.
 */
export function FieldSet({
  legend,
  hint,
  error,
  required,
  role,
  className,
  children,
}: FieldSetProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy =
    [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <FieldSetContext value={{ describedBy, invalid: Boolean(error) }}>
      <fieldset
        role={role}
        data-slot="field-set"
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        // aria-required belongs to a radio group, not to a plain group (whose controls carry it).
        aria-required={(role === 'radiogroup' && required) || undefined}
        className={cn('flex min-w-0 flex-col gap-1', className)}
      >
        {/* A rendered legend sits outside the fieldset's flex box, so the gap does not reach it: its
            margin is that gap and a label's own space below together. */}
        <legend className="mb-2 text-sm font-medium text-ink">
          {legend}
          {required && (
            <span aria-hidden="true" data-slot="required-mark" className="ms-0.5 text-danger">
              *
            </span>
          )}
        </legend>
        {children}
        {hint && (
          <p id={hintId} className="text-xs text-ink-muted">
            {hint}
          </p>
        )}
        <FieldErrorMessage id={errorId} message={error} />
      </fieldset>
    </FieldSetContext>
  );
}

/**
 * The group's hint and error ids for each choice inside a FieldSet: a screen reader moving into
 * the group by a radio or a checkbox reads the control's own description, not the fieldset's.
 */
export function useFieldSet(): FieldSetState {
  const fieldSet = use(FieldSetContext);
  if (!fieldSet) throw new Error('useFieldSet belongs inside a FieldSet.');
  return fieldSet;
}
