import {
  normalizePassword,
  validateNewPasswordForm,
  type NewPasswordForm as NewPasswordValues,
  VALIDATION_MESSAGES,
} from '@decola/domain';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { focusField, messagesByField } from '../../lib/formProblems';
import { useSubmission } from '../../lib/useSubmission';
import { Button } from '../../primitives/Button';
import { Checkbox } from '../../primitives/Checkbox';
import { FormError } from '../../primitives/FormError';
import { PasswordField } from '../../primitives/PasswordField';
import { NewTabNote } from './NewTabNote';
import { ScreenHeader, textLinkClasses } from './ScreenHeader';

/** The new password as sent: both values trimmed. */
export interface NewPasswordSubmission {
  password: string;
  confirmation: string;
}

export type PasswordAndTermsFormProps = {
  title: string;
  intro: ReactNode;
  submitLabel: string;
  /** A success line above the form (the identity check passed). */
  banner?: string;
  /** The terms page, opened in a new tab; an address with the app's base. */
  termsHref: string;
  /** Called only when the pattern, the confirmation and the terms box are all right. */
  onSubmit: (values: NewPasswordSubmission) => Promise<unknown> | void;
};

type Field = 'password' | 'confirmation' | 'acceptedTerms';
const FIELD_ORDER: readonly Field[] = ['password', 'confirmation', 'acceptedTerms'];

/**
 * The new-password screens (reset and first access): the new-password pattern with its hint, the
 * confirmation, and the required terms box.
 */
export function PasswordAndTermsForm({
  title,
  intro,
  submitLabel,
  banner,
  termsHref,
  onSubmit,
}: PasswordAndTermsFormProps) {
  const id = useId();
  const [values, setValues] = useState<NewPasswordValues>({
    password: '',
    confirmation: '',
    acceptedTerms: false,
  });
  const [submitted, setSubmitted] = useState(false);
  const { pending, error: submitError, run } = useSubmission();
  const errors = submitted ? messagesByField(validateNewPasswordForm(values)) : {};

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setSubmitted(true);
    const problems = validateNewPasswordForm(values);
    if (problems.length > 0) {
      const first = FIELD_ORDER.find((field) =>
        problems.some((problem) => problem.field === field),
      );
      if (first) focusField(event.currentTarget, first);
      return;
    }
    void run(() =>
      onSubmit({
        password: normalizePassword(values.password),
        confirmation: normalizePassword(values.confirmation),
      }),
    );
  }

  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={handleSubmit}
      className="flex w-full flex-col gap-5"
    >
      {banner && (
        <p
          role="status"
          className="rounded-control border border-success bg-success-soft px-3 py-2 text-sm font-medium text-ink"
        >
          {banner}
        </p>
      )}
      <ScreenHeader id={`${id}-title`} title={title}>
        {intro}
      </ScreenHeader>
      <FormError message={submitError} />
      <PasswordField
        label="Nova senha"
        name="password"
        autoComplete="new-password"
        required
        hint={VALIDATION_MESSAGES.passwordHint}
        value={values.password}
        error={errors.password ?? null}
        onChange={(event) => setValues((current) => ({ ...current, password: event.target.value }))}
      />
      <PasswordField
        label="Confirme a nova senha"
        name="confirmation"
        autoComplete="new-password"
        required
        value={values.confirmation}
        error={errors.confirmation ?? null}
        onChange={(event) =>
          setValues((current) => ({ ...current, confirmation: event.target.value }))
        }
      />
      <Checkbox
        name="acceptedTerms"
        checked={values.acceptedTerms}
        error={errors.acceptedTerms ?? null}
        onChange={(event) =>
          setValues((current) => ({ ...current, acceptedTerms: event.target.checked }))
        }
        label={
          <>
            Li e aceito o{' '}
            <a
              href={termsHref}
              target="_blank"
              rel="noopener noreferrer"
              aria-describedby={`${id}-new-tab`}
              className={textLinkClasses}
            >
              Termo de Uso
            </a>
            <NewTabNote id={`${id}-new-tab`} />
          </>
        }
      />
      <Button type="submit" size="lg" fullWidth loading={pending}>
        {submitLabel}
      </Button>
    </form>
  );
}
