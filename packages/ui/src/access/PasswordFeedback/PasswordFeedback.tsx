import {
  isPasswordValid,
  normalizePassword,
  passwordRuleResults,
  passwordStrengthLabel,
  passwordStrengthLevel,
  type PasswordStrength,
  type Template,
} from '@decola/domain';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type PasswordFeedbackProps = {
  /** The password as typed. */
  password: string;
  /** The brand template, whose rules the password must meet. */
  template: Template;
  /** The server's answer for the last password checked; shown while the password meets every rule. */
  strength?: PasswordStrength | null;
  className?: string;
};

/**
 * The template's password rules, each met or pending, and the server's strength of a
 * password that meets them all ('senha fraca', 'senha boa', 'senha forte').
 */
export function PasswordFeedback({
  password,
  template,
  strength,
  className,
}: PasswordFeedbackProps) {
  const normalized = normalizePassword(password);
  // Nothing counts as met before the learner types ('Sem espaços' holds for an empty password).
  const rules = passwordRuleResults(normalized, template).map((result) => ({
    ...result,
    met: normalized !== '' && result.met,
  }));
  const shownStrength = strength && isPasswordValid(normalized, template) ? strength : null;
  return (
    <div data-slot="password-feedback" className={cn('flex flex-col gap-2', className)}>
      <ul aria-label="Requisitos da senha" className="grid gap-1 text-xs sm:grid-cols-2">
        {rules.map(({ rule, label, met }) => (
          <li
            key={rule}
            data-met={met}
            className={cn('flex items-center gap-1.5', met ? 'text-success' : 'text-ink-muted')}
          >
            <span aria-hidden="true" className="inline-flex w-3 justify-center font-bold">
              {met ? '✓' : '•'}
            </span>
            {label}
            <span className="sr-only">{met ? ': atendido' : ': pendente'}</span>
          </li>
        ))}
      </ul>
      <PasswordStrengthLine strength={shownStrength} />
    </div>
  );
}

const STRENGTH_STYLES = {
  weak: { text: 'text-danger', bar: 'bg-danger', bars: 1 },
  good: { text: 'text-warning', bar: 'bg-warning', bars: 2 },
  strong: { text: 'text-success', bar: 'bg-success', bars: 3 },
} as const;

/** A polite live region, so a verdict that arrives is read. */
function PasswordStrengthLine({ strength }: { strength: PasswordStrength | null }) {
  let content: ReactNode = null;
  if (strength) {
    const level = passwordStrengthLevel(strength);
    const style = STRENGTH_STYLES[level];
    content = (
      <>
        <span aria-hidden="true" className="flex gap-1">
          {[1, 2, 3].map((bar) => (
            <span
              key={bar}
              className={cn('h-1.5 w-8 rounded-pill', bar <= style.bars ? style.bar : 'bg-line')}
            />
          ))}
        </span>
        <span>
          Força da senha:{' '}
          <strong data-slot="password-strength" data-level={level} className={style.text}>
            {passwordStrengthLabel(strength)}
          </strong>
        </span>
      </>
    );
  }
  // The line keeps its height while empty: a verdict that arrives moves nothing below it (the
  // terms checkbox was jumping under the pointer).
  return (
    <p aria-live="polite" className="flex min-h-4 items-center gap-2 text-xs text-ink">
      {content}
    </p>
  );
}
