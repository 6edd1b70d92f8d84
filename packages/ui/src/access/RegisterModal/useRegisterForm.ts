import {
  buildRegisterPayload,
  EMPTY_ADDRESS,
  templateConfig,
  validateRegister,
  type AddressForm,
  type DateInput,
  type RegisterForm,
  type RegisterPayload,
  type Template,
} from '@decola/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  useZipLookup,
  type AddressChange,
  type ZipLookupOptions,
} from '../../forms/AddressFieldset';
import { useSubmission } from '../../lib/useSubmission';

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

type RegisterFormOptions = Pick<ZipLookupOptions, 'states' | 'onZipLookup'> & {
  template: Template;
  today: DateInput;
  defaultValues?: Partial<RegisterForm>;
  onSubmit: (payload: RegisterPayload) => Promise<unknown> | void;
  /** The app's own loading state: a submit waits for it too. */
  submitting: boolean;
};

/**
 * The register form's values, the errors of the last refused submit (each cleared as its field
 * changes), the zip lookup and the submission; a refused submit focuses the first invalid field.
 */
export function useRegisterForm({
  template,
  today,
  states,
  defaultValues,
  onSubmit,
  onZipLookup,
  submitting,
}: RegisterFormOptions) {
  const [form, setForm] = useState<RegisterForm>(() => ({
    ...EMPTY_FORM,
    ...defaultValues,
    address: { ...EMPTY_ADDRESS, ...defaultValues?.address },
  }));
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const { pending, error: submitError, run } = useSubmission();

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

  const setAddress = (change: AddressChange) =>
    setForm((current) => ({ ...current, address: change(current.address ?? EMPTY_ADDRESS) }));

  const zipLookup = useZipLookup({ states, onZipLookup, onAddressChange: setAddress });

  function changeAddress(change: AddressChange, field: keyof AddressForm) {
    setAddress(change);
    clearError(field);
  }

  function changeForeigner(checked: boolean) {
    setField('isForeigner', checked);
    clearError('document');
    if (checked) zipLookup.cancel();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || submitting) return;
    const problems = validateRegister(form, template, today);
    if (problems.length > 0) {
      const found: Partial<Record<string, string>> = {};
      for (const problem of problems) {
        if (problem.field) found[problem.field] ??= problem.message;
      }
      setErrors(found);
      setFocusRequest((count) => count + 1);
      return;
    }
    setErrors({});
    await run(() => onSubmit(buildRegisterPayload(form, template)));
  }

  return {
    formRef,
    form,
    address: form.address ?? EMPTY_ADDRESS,
    isForeigner: templateConfig(template).registerVariant === 'circle' && form.isForeigner === true,
    errors,
    setField,
    changeAddress,
    changeForeigner,
    zipLookup,
    pending,
    submitError,
    submit,
  };
}
