import { LIMITS } from '@decola/domain';
import { useState } from 'react';
import { EyeIcon, EyeSlashIcon } from '../../icons';
import { cn } from '../../lib/cn';
import { FOCUS_RING } from '../../lib/focusRing';
import { TextField, type TextFieldProps } from '../TextField';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing'> & {
  /** Starts with the password shown (stories); the learner toggles it afterwards. */
  defaultRevealed?: boolean;
};

/**
 * A password TextField with a show/hide toggle ('Mostrar senha' / 'Ocultar senha', aria-pressed
 * true while the password is shown). The toggle never submits the form.
 */
export function PasswordField({ defaultRevealed = false, ...props }: PasswordFieldProps) {
  const [revealed, setRevealed] = useState(defaultRevealed);
  return (
    <TextField
      autoComplete="current-password"
      maxLength={LIMITS.passwordMaxLength}
      {...props}
      type={revealed ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          data-slot="password-toggle"
          aria-pressed={revealed}
          disabled={props.disabled}
          onClick={() => setRevealed((current) => !current)}
          className={cn(
            'inline-flex size-8 items-center justify-center rounded-control text-ink-muted',
            'hover:bg-surface-muted hover:text-ink disabled:cursor-not-allowed',
            FOCUS_RING.near,
          )}
        >
          {revealed ? <EyeSlashIcon size="lg" /> : <EyeIcon size="lg" />}
          <span className="sr-only">{revealed ? 'Ocultar senha' : 'Mostrar senha'}</span>
        </button>
      }
    />
  );
}
