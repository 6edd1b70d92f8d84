import {
  cleanPastedLogin,
  LIMITS,
  maskLogin,
  normalizeIdentity,
  recoveryMode,
  unmaskLogin,
  validateRecovery,
  type IdentityPayload,
  type RecoveryForm,
} from '@decola/domain';
import { useId, useState, type FormEvent } from 'react';
import { cleanPaste } from '../../lib/cleanPaste';
import { focusField, messagesByField } from '../../lib/formProblems';
import { useSubmission } from '../../lib/useSubmission';
import { Button } from '../../primitives/Button';
import { FormError } from '../../primitives/FormError';
import { TextField } from '../../primitives/TextField';
import { ScreenHeader } from '../shared/ScreenHeader';

/**
 * Only the e-mail filled asks for a recovery e-mail; anything else is the identity
 * check with the normalised data (document alphanumerics, numeric badge code, trimmed text).
 */
export type IdentityRequest =
  { by: 'email'; email: string } | { by: 'identity'; identity: IdentityPayload };

export type IdentityFormProps = {
  /** Sends the request; a rejection shows its message and keeps every typed value. */
  onSubmit: (request: IdentityRequest) => Promise<unknown> | void;
  /** Back to the reset options. */
  onBack?: () => void;
  defaultValues?: Partial<RecoveryForm>;
};

type Field = keyof RecoveryForm;

const BADGE_CODE_MAX_DIGITS = String(LIMITS.badgeCodeMax).length;

const EMPTY_FORM: RecoveryForm = {
  email: '',
  name: '',
  birthDate: '',
  badgeCode: '',
  document: '',
  mothersName: '',
};

// The order of the fields on screen: the first one with a problem receives focus.
const FIELD_ORDER: readonly Field[] = [
  'email',
  'name',
  'birthDate',
  'badgeCode',
  'document',
  'mothersName',
];

/** Reset by the e-mail, or by the full set of data from the company's HR system. */
export function IdentityForm({ onSubmit, onBack, defaultValues }: IdentityFormProps) {
  const id = useId();
  const [form, setForm] = useState<RecoveryForm>(() => ({
    ...EMPTY_FORM,
    ...defaultValues,
    document: maskLogin(defaultValues?.document ?? ''),
  }));
  const [submitted, setSubmitted] = useState(false);
  const { pending, error: submitError, run } = useSubmission();
  const errors = submitted ? messagesByField(validateRecovery(form)) : {};

  const set = (field: Field, value: string) =>
    setForm((current) => ({ ...current, [field]: value }));
  const fieldProps = (field: Field) => ({
    name: field,
    value: form[field],
    error: errors[field] ?? null,
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setSubmitted(true);
    const problems = validateRecovery(form);
    if (problems.length > 0) {
      const first = FIELD_ORDER.find((field) =>
        problems.some((problem) => problem.field === field),
      );
      if (first) focusField(event.currentTarget, first);
      return;
    }
    const request: IdentityRequest =
      recoveryMode(form) === 'email'
        ? { by: 'email', email: normalizeIdentity(form).email }
        : { by: 'identity', identity: normalizeIdentity(form) };
    void run(() => onSubmit(request));
  }

  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={handleSubmit}
      className="flex w-full flex-col gap-5"
    >
      <ScreenHeader id={`${id}-title`} title="Validar meus dados">
        <p>
          Informe o e-mail cadastrado ou preencha todos os dados abaixo exatamente como constam no
          sistema de RH da empresa.
        </p>
      </ScreenHeader>
      <FormError message={submitError} />
      <TextField
        {...fieldProps('email')}
        label="E-mail"
        type="email"
        autoComplete="email"
        maxLength={LIMITS.emailMaxLength}
      />
      <fieldset className="flex flex-col gap-4 rounded-card border border-line px-4 pt-2 pb-4">
        <legend className="px-1 text-sm font-semibold text-ink">
          Ou informe seus dados da empresa
        </legend>
        <TextField
          {...fieldProps('name')}
          label="Nome completo"
          autoComplete="name"
          maxLength={LIMITS.nameMaxLength}
        />
        <TextField
          {...fieldProps('birthDate')}
          label="Data de nascimento"
          type="date"
          min={LIMITS.birthDateMin}
          autoComplete="bday"
        />
        <TextField
          {...fieldProps('badgeCode')}
          label="Matrícula"
          inputMode="numeric"
          autoComplete="off"
          maxLength={BADGE_CODE_MAX_DIGITS}
        />
        <TextField
          {...fieldProps('document')}
          label="CPF"
          inputMode="numeric"
          autoComplete="off"
          maxLength={LIMITS.documentMaxLength}
          onPaste={cleanPaste(cleanPastedLogin, (document) => set('document', document))}
          onFocus={() => set('document', unmaskLogin(form.document))}
          onBlur={() => set('document', maskLogin(form.document))}
        />
        <TextField
          {...fieldProps('mothersName')}
          label="Nome da mãe"
          autoComplete="off"
          maxLength={LIMITS.nameMaxLength}
        />
      </fieldset>
      <div className="flex flex-col gap-2">
        <Button type="submit" size="lg" fullWidth loading={pending}>
          Validar dados
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
