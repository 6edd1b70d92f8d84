import { useState } from 'react';
import { cn } from '../../lib/cn';
import { TextField, type TextFieldProps } from '../TextField';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing'> & {
  /** Starts with the password shown (stories); the learner toggles it afterwards. */
  defaultRevealed?: boolean;
};

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 4l16 16" />}
    </svg>
  );
}

/**
 * A password TextField with a show/hide toggle ('Mostrar senha' / 'Ocultar senha', aria-pressed
 * true while the password is shown). The toggle never submits the form.
 */
export function PasswordField({ defaultRevealed = false, ...props }: PasswordFieldProps) {
  const [revealed, setRevealed] = useState(defaultRevealed);
  return (
    <TextField
      autoComplete="current-password"
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
            'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus',
          )}
        >
          <EyeIcon crossed={revealed} />
          <span className="sr-only">{revealed ? 'Ocultar senha' : 'Mostrar senha'}</span>
        </button>
      }
    />
  );
}
