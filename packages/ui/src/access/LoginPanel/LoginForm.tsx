import {
  buildLoginPayload,
  cleanPastedLogin,
  LIMITS,
  maskLogin,
  unmaskLogin,
  validateLogin,
  type LoginForm as LoginValues,
} from '@decola/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { cleanPaste } from '../../lib/cleanPaste';
import { cn } from '../../lib/cn';
import { useSubmission } from '../../lib/useSubmission';
import { Button } from '../../primitives/Button';
import { FormError } from '../../primitives/FormError';
import { PasswordField } from '../../primitives/PasswordField';
import { TextField } from '../../primitives/TextField';

export type LoginFormProps = {
  /**
   * Receives the login payload (CPF without dots and dashes, trimmed password). While the promise
   * is pending the button shows its loading state; a rejection shows its message and keeps the
   * typed values.
   */
  onSubmit: (payload: LoginValues) => Promise<unknown> | void;
  /**
   * 'Crie uma conta'; left out where the page offers sign-up itself (the circle landing, whose
   * 'Acesse' heading and 'Cadastre-se' button belong to CircleLanding).
   */
  onRegisterClick?: () => void;
  onForgotPasswordClick: () => void;
  /** A failure the app reports itself (for example after the call settled elsewhere). */
  error?: string | null;
  /** Forces the loading state, when the app tracks the call. */
  submitting?: boolean;
  /** Moves focus to the login field this long after the form appears (250 ms). */
  focusLoginAfterMs?: number;
  defaultValues?: Partial<LoginValues>;
  className?: string;
};

type LoginErrors = Partial<Record<keyof LoginValues, string>>;

/** A login without @ is a CPF, masked on blur and bare on focus. */
export function LoginForm({
  onSubmit,
  onRegisterClick,
  onForgotPasswordClick,
  error,
  submitting = false,
  focusLoginAfterMs,
  defaultValues,
  className,
}: LoginFormProps) {
  const [values, setValues] = useState<LoginValues>({
    login: defaultValues?.login ?? '',
    password: defaultValues?.password ?? '',
  });
  const [errors, setErrors] = useState<LoginErrors>({});
  const { pending, error: submitError, run } = useSubmission();
  const formRef = useRef<HTMLFormElement>(null);
  const loginRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (focusLoginAfterMs === undefined) return;
    // Never pulls focus away from a field the learner already moved to.
    const timer = setTimeout(() => {
      if (!formRef.current?.contains(document.activeElement)) loginRef.current?.focus();
    }, focusLoginAfterMs);
    return () => clearTimeout(timer);
  }, [focusLoginAfterMs]);

  function update(field: keyof LoginValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || submitting) return;
    const problems = validateLogin(values);
    if (problems.length > 0) {
      const found: LoginErrors = {};
      for (const problem of problems) {
        const field = problem.field as keyof LoginValues;
        found[field] ??= problem.message;
      }
      setErrors(found);
      (found.login ? loginRef : passwordRef).current?.focus();
      return;
    }
    setErrors({});
    await run(() => onSubmit(buildLoginPayload(values)));
  }

  const shownError = submitError ?? error ?? null;

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      data-slot="login-form"
      className={cn('flex flex-col gap-4', className)}
    >
      <FormError message={shownError} />
      <TextField
        ref={loginRef}
        label="CPF ou e-mail"
        name="login"
        autoComplete="username"
        maxLength={LIMITS.identifierMaxLength}
        value={values.login}
        error={errors.login}
        onChange={(event) => update('login', event.target.value)}
        onPaste={cleanPaste(cleanPastedLogin, (login) => update('login', login))}
        onFocus={() => setValues((current) => ({ ...current, login: unmaskLogin(current.login) }))}
        onBlur={() => setValues((current) => ({ ...current, login: maskLogin(current.login) }))}
      />
      <PasswordField
        ref={passwordRef}
        label="Senha"
        name="password"
        autoComplete="current-password"
        value={values.password}
        error={errors.password}
        onChange={(event) => update('password', event.target.value)}
      />
      <div className="flex justify-end">
        <Button variant="ghost" size="sm" onClick={onForgotPasswordClick}>
          Esqueci minha senha
        </Button>
      </div>
      <Button type="submit" size="lg" fullWidth loading={pending || submitting}>
        Entrar
      </Button>
      {onRegisterClick && (
        <Button variant="secondary" size="lg" fullWidth onClick={onRegisterClick}>
          Crie uma conta
        </Button>
      )}
    </form>
  );
}
