import {
  buildProfileUpdate,
  isProfileChanged,
  profileFormOf,
  validateProfile,
  type AddressForm,
  type ProfileForm,
  type ProfileSource,
  type ProfileUpdate,
} from '@decola/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  useZipLookup,
  type AddressChange,
  type ZipLookupOptions,
} from '../../forms/AddressFieldset';
import { useSubmission } from '../../lib/useSubmission';

export type ProfileEditorOptions = Pick<ZipLookupOptions, 'states' | 'onZipLookup'> & {
  user: ProfileSource;
  /** The interests the user chose before (preselected). */
  selectedInterestIds: readonly number[];
  /** Sends the profile and then the interests; a rejection keeps every value and shows why. */
  onSave: (update: ProfileUpdate, interestIds: number[]) => Promise<unknown> | void;
  /** Told whether anything typed is unsaved, so the app can ask before the learner leaves. */
  onDirtyChange?: (dirty: boolean) => void;
};

export type ProfileErrors = Partial<Record<keyof ProfileForm | keyof AddressForm, string>>;

/**
 * The editor's values against those last saved, the errors of a refused save (each cleared as its
 * field changes), the zip lookup and the save itself.
 */
export function useProfileEditor({
  user,
  selectedInterestIds,
  states,
  onZipLookup,
  onSave,
  onDirtyChange,
}: ProfileEditorOptions) {
  const [saved, setSaved] = useState(() => profileFormOf(user, selectedInterestIds));
  const [form, setForm] = useState(saved);
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const submission = useSubmission();
  const dirty = isProfileChanged(form, saved);

  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  // After a refused save, focus the first field with an error, so its message is read.
  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  function clearError(field: keyof ProfileErrors) {
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }

  function setField<K extends keyof ProfileForm>(field: K, value: ProfileForm[K]) {
    setForm((current) => ({ ...current, [field]: value }));
    clearError(field);
  }

  const setAddress = (change: AddressChange) =>
    setForm((current) => ({ ...current, address: change(current.address) }));

  const zipLookup = useZipLookup({ states, onZipLookup, onAddressChange: setAddress });

  function changeAddress(change: AddressChange, field: keyof AddressForm) {
    setAddress(change);
    clearError(field);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submission.pending) return;
    const problems = validateProfile(form);
    if (problems.length > 0) {
      const found: ProfileErrors = {};
      for (const problem of problems) {
        const field = problem.field as keyof ProfileErrors;
        found[field] ??= problem.message;
      }
      setErrors(found);
      setFocusRequest((count) => count + 1);
      return;
    }
    setErrors({});
    const sent = form;
    await submission.run(async () => {
      await onSave(buildProfileUpdate(sent, saved), sent.interestIds);
      // What was sent is what the server now has; typing on meanwhile stays unsaved.
      setSaved(sent);
    });
  }

  return {
    formRef,
    form,
    errors,
    dirty,
    /** A new crop, not yet saved. */
    photoChanged: form.image !== saved.image,
    saving: submission.pending,
    saveError: submission.error,
    zipLookup,
    setField,
    changeAddress,
    submit,
  };
}
