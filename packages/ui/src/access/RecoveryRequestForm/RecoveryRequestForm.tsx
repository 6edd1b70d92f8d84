import {
  cleanPastedLogin,
  LIMITS,
  maskLogin,
  recoveryRequest,
  unmaskLogin,
  validateIdentifier,
} from '@decola/domain';
import { useId, useRef, useState, type FormEvent } from 'react';
import { cleanPaste } from '../../lib/cleanPaste';
import { useSubmission } from '../../lib/useSubmission';
import { Button } from '../../primitives/Button';
import { FormError } from '../../primitives/FormError';
import { TextField } from '../../primitives/TextField';
import { ScreenHeader } from '../shared/ScreenHeader';

/** What the recovery call receives: the e-mail, or the CPF without dots and dashes. */
export type RecoveryRequestPayload = { email: string } | { document: string };

export type RecoveryRequestFormProps = {
  /** Sends the request; a rejection shows its message and keeps the typed value. */
  onSubmit: (payload: RecoveryRequestPayload) => Promise<unknown> | void;
  /** Back to the reset options. */
  onBack?: () => void;
  defaultValue?: string;
};

/**
 * The reset identifier — required, at most 254 characters; with @ an e-mail, otherwise a
 * CPF shown masked on blur and bare on focus.
 */
export function RecoveryRequestForm({
  onSubmit,
  onBack,
  defaultValue = '',
}: RecoveryRequestFormProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(() => maskLogin(defaultValue));
  const [submitted, setSubmitted] = useState(false);
  const { pending, error: submitError, run } = useSubmission();
  const fieldError = submitted ? (validateIdentifier(value)[0]?.message ?? null) : null;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setSubmitted(true);
    if (validateIdentifier(value).length > 0) {
      inputRef.current?.focus();
      return;
    }
    const { by: _by, ...payload } = recoveryRequest(value);
    void run(() => onSubmit(payload));
  }

  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={handleSubmit}
      className="flex w-full flex-col gap-5"
    >
      <ScreenHeader id={`${id}-title`} title="Esqueci minha senha">
        <p>Informe o CPF ou o e-mail da sua conta para receber as instruções de recuperação.</p>
      </ScreenHeader>
      <FormError message={submitError} />
      <TextField
        ref={inputRef}
        label="CPF ou e-mail"
        name="identifier"
        autoComplete="username"
        required
        maxLength={LIMITS.identifierMaxLength}
        value={value}
        error={fieldError}
        onChange={(event) => setValue(event.target.value)}
        onPaste={cleanPaste(cleanPastedLogin, setValue)}
        onFocus={() => setValue((current) => unmaskLogin(current))}
        onBlur={() => setValue((current) => maskLogin(current))}
      />
      <div className="flex flex-col gap-2">
        <Button type="submit" size="lg" fullWidth loading={pending}>
          Enviar
        </Button>
        {onBack && (
          <Button variant="ghost" fullWidth onClick={onBack}>
            Voltar
          </Button>
        )}
      </div>
    </form>
  );
}
