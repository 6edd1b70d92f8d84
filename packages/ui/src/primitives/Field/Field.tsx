import {
  cloneElement,
  createContext,
  use,
  useId,
  type AriaAttributes,
  type ReactElement,
  type ReactNode,
} from 'react';
import { cn } from '../../lib/cn';
import { FOCUS_RING } from '../../lib/focusRing';
import { CharacterCounter, type FieldCounter } from './CharacterCounter';

export type FieldProps = {
  label: ReactNode;
  /** A short help line under the control, read with it. */
  hint?: ReactNode;
  /** '12/100' under the control, read with it as '12 de 100 caracteres'. */
  counter?: FieldCounter | null;
  /** The error message: marks the control aria-invalid and is read with it. */
  error?: string | null;
  /** Shows the required mark and makes the control required. */
  required?: boolean;
  /** The control's id; one is made when not given. */
  id?: string;
  /** 'stacked': the label above the control; 'choice': the label after it (a checkbox). */
  layout?: 'stacked' | 'choice';
  className?: string;
  /** The control, wrapped in FieldControl, with anything drawn around it. */
  children: ReactNode;
};

type FieldState = {
  controlId: string;
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean | undefined;
};

const FieldContext = createContext<FieldState | null>(null);

export const fieldControlClasses = cn(
  'w-full rounded-control border border-line bg-surface px-3 text-sm text-ink',
  'placeholder:text-ink-muted transition-colors',
  FOCUS_RING.near,
  'aria-invalid:border-danger',
  'disabled:cursor-not-allowed disabled:bg-surface-muted disabled:text-ink-muted',
);

/**
 * One field: its label, required mark, hint, counter and error around a control, with the ids
 * made once and handed to the control by FieldControl (shadcn's FormItem and FormControl).
 */
export function Field({
  label,
  hint,
  counter,
  error,
  required,
  id,
  layout = 'stacked',
  className,
  children,
}: FieldProps) {
  const ownId = useId();
  const controlId = id ?? ownId;
  const hintId = `${controlId}-hint`;
  const counterId = `${controlId}-counter`;
  const errorId = `${controlId}-error`;
  const describedBy =
    [hint ? hintId : null, counter ? counterId : null, error ? errorId : null]
      .filter(Boolean)
      .join(' ') || undefined;

  const labelElement = (
    <label
      htmlFor={controlId}
      className={cn('text-sm text-ink', layout === 'stacked' && 'font-medium')}
    >
      {label}
      {required && (
        <span aria-hidden="true" data-slot="required-mark" className="ms-0.5 text-danger">
          *
        </span>
      )}
    </label>
  );

  return (
    <FieldContext value={{ controlId, describedBy, invalid: Boolean(error), required }}>
      <div data-slot="field" className={cn('flex flex-col gap-1', className)}>
        {layout === 'choice' ? (
          <div className="flex items-start gap-2">
            {children}
            {labelElement}
          </div>
        ) : (
          <>
            {labelElement}
            {children}
          </>
        )}
        {(hint || counter) && (
          <div className="flex justify-between gap-4 text-xs text-ink-muted">
            {hint && <p id={hintId}>{hint}</p>}
            {counter && <CharacterCounter id={counterId} {...counter} />}
          </div>
        )}
        <FieldErrorMessage id={errorId} message={error} />
      </div>
    </FieldContext>
  );
}

type ControlAttributes = Pick<AriaAttributes, 'aria-describedby' | 'aria-invalid'> & {
  id?: string;
  required?: boolean;
};

/**
 * Gives the one control inside a Field its id, required, aria-invalid and aria-describedby (the
 * control's own descriptions first, then the field's hint, counter and error).
 */
export function FieldControl({ children }: { children: ReactElement<ControlAttributes> }) {
  const field = use(FieldContext);
  if (!field) throw new Error('FieldControl belongs inside a Field.');
  const describedBy =
    [children.props['aria-describedby'], field.describedBy].filter(Boolean).join(' ') || undefined;
  return cloneElement(children, {
    id: field.controlId,
    required: field.required ?? children.props.required,
    'aria-invalid': field.invalid || undefined,
    'aria-describedby': describedBy,
  });
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
