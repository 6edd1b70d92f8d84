import {
  templateConfig,
  type DateInput,
  type PasswordStrength,
  type RegisterForm,
  type RegisterPayload,
  type Template,
  type ZipLookupResult,
  VALIDATION_MESSAGES,
} from '@decola/domain';
import { useEffect, useEffectEvent, useId } from 'react';
import { AddressFieldset, type StateOption } from '../../forms/AddressFieldset';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/Button';
import { Checkbox } from '../../primitives/Checkbox';
import { Dialog } from '../../primitives/Dialog';
import { FormError } from '../../primitives/FormError';
import { Link, linkVariants } from '../../primitives/Link';
import { PasswordField } from '../../primitives/PasswordField';
import { PasswordFeedback, useStrengthCheck } from '../PasswordFeedback';
import { NewTabNote } from '../shared/NewTabNote';
import { PersonalDataFields } from './PersonalDataFields';
import { useRegisterForm } from './useRegisterForm';

export type { StateOption };

export type RegisterModalProps = {
  open: boolean;
  /** Escape or the close button. Closing also clears the strength feedback. */
  onClose: () => void;
  /** The brand template: password rules, zip length and the standard or circle form. */
  template: Template;
  /** The last day a birth date may be (the date input's max); the app passes the current day. */
  today: DateInput;
  states: readonly StateOption[];
  /**
   * Receives the payload of a valid form (ISO birth date, CPF digits, numeric ids). While pending
   * the button shows its loading state; a rejection shows its message and keeps every value. On
   * success the app shows 'Cadastro realizado com sucesso!' and closes the modal.
   */
  onSubmit: (payload: RegisterPayload) => Promise<unknown> | void;
  /**
   * Looks a zip up (called with the masked #####-### once it has 9 characters). Resolve with the
   * address, or null when it does not exist; a rejection with status 0 or 5xx (no answer) keeps
   * the address typed, any other clears it.
   */
  onZipLookup: (zipCode: string) => Promise<ZipLookupResult | null | undefined>;
  /**
   * Asks the app for the strength of a password. Called 200 ms after the last change, only with a
   * password matching the template's rules; called with '' when the password stops
   * matching and when the modal closes, meaning "clear the strength".
   */
  onStrengthCheck?: (password: string) => void;
  /** The server's answer for the last password checked; shown while the password is valid. */
  strength?: PasswordStrength | null;
  /** A failure the app reports itself. */
  error?: string | null;
  /** Forces the loading state, when the app tracks the call. */
  submitting?: boolean;
  /** The terms page, opened in a new tab. */
  termsHref?: string;
  /** Values to start with (stories, or a form restored by the app). */
  defaultValues?: Partial<RegisterForm>;
};

/** The circle variant adds 'Sou estrangeiro' and a typed birth date. */
export function RegisterModal({
  open,
  onClose,
  onStrengthCheck,
  ...formProps
}: RegisterModalProps) {
  const clearStrength = useEffectEvent(() => onStrengthCheck?.(''));
  useEffect(() => {
    if (!open) clearStrength();
  }, [open]);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Cadastre-se"
      size="lg"
      closeOnBackdropClick={false}
    >
      <RegisterFormBody {...formProps} onStrengthCheck={onStrengthCheck} />
    </Dialog>
  );
}

type BodyProps = Omit<RegisterModalProps, 'open' | 'onClose'>;

/** The form itself: mounted while the modal is open, so each opening starts empty. */
function RegisterFormBody({
  template,
  today,
  states,
  onSubmit,
  onZipLookup,
  onStrengthCheck,
  strength,
  error,
  submitting = false,
  termsHref = '/student/terms',
  defaultValues,
}: BodyProps) {
  const config = templateConfig(template);
  const isCircle = config.registerVariant === 'circle';
  const formId = useId();
  const {
    formRef,
    form,
    address,
    isForeigner,
    errors,
    setField,
    changeAddress,
    changeForeigner,
    zipLookup,
    pending,
    submitError,
    submit,
  } = useRegisterForm({
    template,
    today,
    states,
    defaultValues,
    onSubmit,
    onZipLookup,
    submitting,
  });
  useStrengthCheck(form.password, template, onStrengthCheck);

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      aria-label="Cadastro"
      data-slot="register-form"
      data-variant={config.registerVariant}
      className="flex flex-col gap-5"
    >
      <p className="text-xs text-ink-muted">
        Campos marcados com <span aria-hidden="true">*</span>
        <span className="sr-only">asterisco</span> são obrigatórios.
      </p>

      <div className="grid gap-4 sm:grid-cols-2">
        <PersonalDataFields
          form={form}
          errors={errors}
          onChange={setField}
          circle={isCircle}
          foreigner={isForeigner}
          onForeignerChange={changeForeigner}
          today={today}
        />
        <PasswordField
          label="Senha"
          name="password"
          autoComplete="new-password"
          required
          hint={isCircle ? undefined : VALIDATION_MESSAGES.passwordHint}
          value={form.password}
          error={errors.password}
          onChange={(event) => setField('password', event.target.value)}
        />
        <PasswordField
          label="Confirmar senha"
          name="passwordConfirmation"
          autoComplete="new-password"
          required
          value={form.passwordConfirmation}
          error={errors.passwordConfirmation}
          onChange={(event) => setField('passwordConfirmation', event.target.value)}
        />
        <PasswordFeedback
          password={form.password}
          template={template}
          strength={strength}
          className="sm:col-span-2"
        />
      </div>

      <AddressFieldset
        address={address}
        onChange={changeAddress}
        states={states}
        zipLookup={zipLookup}
        zipMaxLength={config.zipMaxLength}
        foreigner={isForeigner}
        errors={errors}
      />

      <Checkbox
        name="acceptedTerms"
        label={
          <>
            Li e aceito os{' '}
            <Link
              external
              href={termsHref}
              aria-describedby={`${formId}-terms-new-tab`}
              className={cn('font-medium', linkVariants({ offset: 2 }))}
            >
              Termos de Uso
            </Link>
            <NewTabNote id={`${formId}-terms-new-tab`} />
          </>
        }
        checked={form.acceptedTerms}
        error={errors.acceptedTerms}
        onChange={(event) => setField('acceptedTerms', event.target.checked)}
      />

      <FormError message={submitError ?? error} />

      <Button type="submit" size="lg" fullWidth loading={pending || submitting}>
        Cadastrar
      </Button>
    </form>
  );
}
