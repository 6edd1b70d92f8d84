import {
  buildRegisterPayload,
  clearZipLookup,
  displayErrorMessage,
  EMPTY_ADDRESS,
  isPasswordValid,
  LIMITS,
  maskCpf,
  maskZip,
  mergeZipLookup,
  normalizePassword,
  passwordRuleResults,
  passwordStrengthLabel,
  passwordStrengthLevel,
  shouldLookUpZip,
  templateConfig,
  toCalendarDay,
  validateRegister,
  type AddressForm,
  type DateInput,
  type PasswordStrength,
  type RegisterForm,
  type RegisterPayload,
  type Template,
  type ZipLookupResult,
  ERROR_MESSAGES,
  VALIDATION_MESSAGES,
} from '@decola/domain';
import {
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type ReactNode,
} from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/Button';
import { Checkbox } from '../../primitives/Checkbox';
import { Dialog } from '../../primitives/Dialog';
import { FormError } from '../../primitives/FormError';
import { Link } from '../../primitives/Link';
import { PasswordField } from '../../primitives/PasswordField';
import { Select } from '../../primitives/Select';
import { TextField } from '../../primitives/TextField';
import { NewTabNote } from '../shared/NewTabNote';

/** A state of the register select (spec 1 §3): `id` is the UF the zip lookup answers. */
export type StateOption = { id: string; label: string; stateID: number };

export type RegisterModalProps = {
  open: boolean;
  /** Escape or the close button. Closing also clears the strength feedback (spec 1 §2). */
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
   * address; reject (or resolve null) when it does not exist.
   */
  onZipLookup: (zipCode: string) => Promise<ZipLookupResult | null | undefined>;
  /**
   * Asks the app for the strength of a password. Called 200 ms after the last change, only with a
   * password matching the template's rules (spec 1 §5); called with '' when the password stops
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

const EMPTY_FORM: RegisterForm = {
  name: '',
  birthDate: '',
  document: '',
  email: '',
  password: '',
  passwordConfirmation: '',
  isForeigner: false,
  acceptedTerms: false,
  address: EMPTY_ADDRESS,
};

/**
 * The register modal 'Cadastre-se' (spec 1 §2, §3, §5): personal data, password with the template's
 * rules and the server's strength, address with zip lookup, and the terms. The circle template's
 * variant adds 'Sou estrangeiro' (no CPF) and takes the birth date as typed text dd/mm/aaaa.
 */
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

type ZipStatus = 'idle' | 'loading' | 'found' | 'notFound';
type Errors = Partial<Record<string, string>>;
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
  const [form, setForm] = useState<RegisterForm>(() => ({
    ...EMPTY_FORM,
    ...defaultValues,
    address: { ...EMPTY_ADDRESS, ...defaultValues?.address },
  }));
  const [errors, setErrors] = useState<Errors>({});
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [zipStatus, setZipStatus] = useState<ZipStatus>('idle');
  const [focusRequest, setFocusRequest] = useState(0);
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const lookupId = useRef(0);
  const lastStrengthRequest = useRef('');

  const address = form.address ?? EMPTY_ADDRESS;
  const isForeigner = isCircle && form.isForeigner === true;
  const password = normalizePassword(form.password);
  const passwordValid = isPasswordValid(password, template);

  // spec 1 §5: strength is asked 200 ms after typing stops, only when the full pattern matches.
  const requestStrength = useEffectEvent((value: string) => {
    if (value === lastStrengthRequest.current) return;
    lastStrengthRequest.current = value;
    onStrengthCheck?.(value);
  });
  useEffect(() => {
    if (!passwordValid) {
      requestStrength('');
      return;
    }
    const timer = setTimeout(() => requestStrength(password), LIMITS.debounceMs.passwordStrength);
    return () => clearTimeout(timer);
  }, [password, passwordValid]);

  // After a refused submit, focus the first field with an error, so its message is read.
  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  function clearError(field: string) {
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function setField<K extends keyof RegisterForm>(field: K, value: RegisterForm[K]) {
    setForm((current) => ({ ...current, [field]: value }));
    clearError(field);
  }

  function setAddress(change: (current: AddressForm) => AddressForm) {
    setForm((current) => ({ ...current, address: change(current.address ?? EMPTY_ADDRESS) }));
  }

  const text =
    <K extends keyof RegisterForm>(field: K) =>
    (event: ChangeEvent<HTMLInputElement>) =>
      setField(field, event.target.value as RegisterForm[K]);

  const addressText =
    (field: keyof AddressForm) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      const value = event.target.value;
      setAddress((current) => ({ ...current, [field]: value }));
      clearError(field);
    };

  function lookUpZip(zipCode: string) {
    const request = ++lookupId.current;
    setZipStatus('loading');
    Promise.resolve()
      .then(() => onZipLookup(zipCode))
      .then((found) => {
        if (!found) throw new Error(ERROR_MESSAGES.zipNotFound);
        if (request !== lookupId.current) return;
        const state = states.find((option) => option.id === found.federalUnit);
        setAddress((current) => ({
          ...mergeZipLookup(current, found),
          stateID: state ? state.stateID : current.stateID,
        }));
        setZipStatus('found');
      })
      .catch(() => {
        if (request !== lookupId.current) return;
        // spec 1 §8: a zip that does not exist clears the address, the state included.
        setAddress((current) => ({ ...clearZipLookup(current), stateID: null }));
        setZipStatus('notFound');
      });
  }

  function changeZip(event: ChangeEvent<HTMLInputElement>) {
    const zipCode = isForeigner ? event.target.value : maskZip(event.target.value);
    setAddress((current) => ({ ...current, zipCode }));
    if (!isForeigner && shouldLookUpZip(zipCode) && zipCode !== address.zipCode) {
      lookUpZip(zipCode);
    } else if (!shouldLookUpZip(zipCode)) {
      lookupId.current++;
      setZipStatus('idle');
    }
  }

  function changeState(event: ChangeEvent<HTMLSelectElement>) {
    const state = states.find((option) => String(option.stateID) === event.target.value);
    setAddress((current) => ({
      ...current,
      stateID: state ? state.stateID : null,
      federalUnit: state ? state.id : '',
    }));
  }

  function changeForeigner(event: ChangeEvent<HTMLInputElement>) {
    const checked = event.target.checked;
    setForm((current) => ({ ...current, isForeigner: checked }));
    clearError('document');
    if (checked) {
      lookupId.current++;
      setZipStatus('idle');
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || submitting) return;
    const problems = validateRegister(form, template, today);
    if (problems.length > 0) {
      const found: Errors = {};
      for (const problem of problems) {
        if (problem.field) found[problem.field] ??= problem.message;
      }
      setErrors(found);
      setFocusRequest((count) => count + 1);
      return;
    }
    setErrors({});
    setSubmitError(null);
    setPending(true);
    try {
      await onSubmit(buildRegisterPayload(form, template));
    } catch (failure) {
      setSubmitError(displayErrorMessage(failure));
    } finally {
      setPending(false);
    }
  }

  const lookingUp = zipStatus === 'loading';
  // spec 1 §8: while the lookup runs, the address fields show '...'.
  const looked = (value: string) => (lookingUp ? '...' : value);
  const stateValue = address.stateID == null ? '' : String(address.stateID);
  const strengthShown = passwordValid && strength ? strength : null;
  // Nothing counts as met before the learner types ('Sem espaços' holds for an empty password).
  const rules = passwordRuleResults(password, template).map((result) => ({
    ...result,
    met: password !== '' && result.met,
  }));

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
        <TextField
          label="Nome completo"
          name="name"
          autoComplete="name"
          required
          containerClassName="sm:col-span-2"
          value={form.name}
          error={errors.name}
          onChange={text('name')}
        />
        {isCircle ? (
          <TextField
            label="Data de nascimento"
            name="birthDate"
            autoComplete="bday"
            hint="Formato dd/mm/aaaa"
            placeholder="dd/mm/aaaa"
            maxLength={10}
            required
            value={form.birthDate}
            error={errors.birthDate}
            onChange={text('birthDate')}
          />
        ) : (
          <TextField
            label="Data de nascimento"
            name="birthDate"
            type="date"
            autoComplete="bday"
            min={LIMITS.birthDateMin}
            max={toCalendarDay(today) ?? undefined}
            required
            value={form.birthDate}
            error={errors.birthDate}
            onChange={text('birthDate')}
          />
        )}
        <div className="flex flex-col gap-2">
          <TextField
            label="CPF"
            name="document"
            inputMode="numeric"
            autoComplete="off"
            placeholder="000.000.000-00"
            maxLength={14}
            required={!isForeigner}
            disabled={isForeigner}
            value={form.document}
            error={isForeigner ? null : errors.document}
            onChange={(event) => setField('document', maskCpf(event.target.value))}
          />
          {isCircle && (
            <Checkbox
              label="Sou estrangeiro"
              name="isForeigner"
              checked={form.isForeigner === true}
              onChange={changeForeigner}
            />
          )}
        </div>
        <TextField
          label="E-mail"
          name="email"
          type="email"
          autoComplete="email"
          required
          containerClassName="sm:col-span-2"
          value={form.email}
          error={errors.email}
          onChange={text('email')}
        />
        <PasswordField
          label="Senha"
          name="password"
          autoComplete="new-password"
          required
          hint={isCircle ? undefined : VALIDATION_MESSAGES.passwordHint}
          value={form.password}
          error={errors.password}
          onChange={text('password')}
        />
        <PasswordField
          label="Confirmar senha"
          name="passwordConfirmation"
          autoComplete="new-password"
          required
          value={form.passwordConfirmation}
          error={errors.passwordConfirmation}
          onChange={text('passwordConfirmation')}
        />
        <div className="flex flex-col gap-2 sm:col-span-2">
          <PasswordRuleList rules={rules} />
          <PasswordStrengthFeedback strength={strengthShown} />
        </div>
      </div>

      <fieldset className="grid gap-4 sm:grid-cols-6">
        <legend className="mb-3 text-sm font-semibold text-ink">Endereço</legend>
        <TextField
          label={isForeigner ? 'Código postal' : 'CEP'}
          name="zipCode"
          autoComplete="postal-code"
          inputMode={isForeigner ? undefined : 'numeric'}
          placeholder={isForeigner ? undefined : '00000-000'}
          maxLength={config.zipMaxLength}
          containerClassName="sm:col-span-2"
          aria-busy={lookingUp || undefined}
          value={address.zipCode}
          error={zipStatus === 'notFound' ? ERROR_MESSAGES.zipNotFound : null}
          onChange={changeZip}
        />
        <Select
          label="Estado"
          name="stateID"
          autoComplete="address-level1"
          placeholder="Selecionar"
          options={states.map((state) => ({ value: state.stateID, label: state.label }))}
          containerClassName="sm:col-span-2"
          disabled={lookingUp}
          value={stateValue}
          onChange={changeState}
        />
        <TextField
          label="Cidade"
          name="city"
          autoComplete="address-level2"
          containerClassName="sm:col-span-2"
          readOnly={lookingUp}
          value={looked(address.city)}
          onChange={addressText('city')}
        />
        <TextField
          label="Bairro"
          name="district"
          autoComplete="address-level3"
          containerClassName="sm:col-span-2"
          readOnly={lookingUp}
          value={looked(address.district)}
          onChange={addressText('district')}
        />
        <TextField
          label="Rua"
          name="street"
          autoComplete="address-line1"
          containerClassName="sm:col-span-4"
          readOnly={lookingUp}
          value={looked(address.street)}
          onChange={addressText('street')}
        />
        <TextField
          label="Número"
          name="addressNumber"
          type="number"
          inputMode="numeric"
          min={LIMITS.addressNumberMin}
          step={1}
          containerClassName="sm:col-span-2"
          value={address.addressNumber == null ? '' : String(address.addressNumber)}
          error={errors.addressNumber}
          onChange={addressText('addressNumber')}
        />
        <TextField
          label="Complemento"
          name="complement"
          autoComplete="address-line2"
          containerClassName="sm:col-span-4"
          value={address.complement}
          onChange={addressText('complement')}
        />
      </fieldset>

      <Checkbox
        name="acceptedTerms"
        label={
          <>
            Li e aceito os{' '}
            <Link
              external
              href={termsHref}
              aria-describedby={`${formId}-terms-new-tab`}
              className="font-medium text-primary-ink underline underline-offset-2"
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

function PasswordRuleList({ rules }: { rules: ReturnType<typeof passwordRuleResults> }) {
  return (
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
  );
}

const STRENGTH_STYLES = {
  weak: { text: 'text-danger', bar: 'bg-danger', bars: 1 },
  good: { text: 'text-warning', bar: 'bg-warning', bars: 2 },
  strong: { text: 'text-success', bar: 'bg-success', bars: 3 },
} as const;

/** The server's strength verdict ('senha fraca', 'senha boa', 'senha forte'), read politely. */
function PasswordStrengthFeedback({ strength }: { strength: PasswordStrength | null }) {
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
  return (
    <p aria-live="polite" className="flex items-center gap-2 text-xs text-ink">
      {content}
    </p>
  );
}
