import { LIMITS, validateDoubtForm } from '@decola/domain';
import { useRef, useState, type FormEvent } from 'react';
import { focusField, messagesByField } from '../../../lib/formProblems';
import { Button } from '../../../primitives/Button';
import { FormError } from '../../../primitives/FormError';
import { TextArea } from '../../../primitives/TextArea';
import { TextField } from '../../../primitives/TextField';
import { DOUBTS_TEXT } from '../doubtsText';
import type { DoubtValues } from '../types';
import { splitProblems } from './serverProblems';

export type DoubtFormProps = {
  /** Names the form: 'Nova dúvida', or the doubt a reply answers. */
  label: string;
  submitLabel: string;
  initialTitle?: string;
  /**
   * The app's call. A rejection keeps every value: its problems of the title and description show
   * at those fields, any other (an invalid id, a failure) above the buttons.
   */
  onSubmit: (values: DoubtValues) => Promise<unknown>;
  /** After a sent doubt (the form has emptied). */
  onSent?: () => void;
  /** What the learner had typed before (a reload, a login on the way): the fields start with it. */
  draft?: DoubtValues | null;
  /** Every change the learner types, so the app keeps it as a draft. */
  onDraftChange?: (values: DoubtValues) => void;
  /** Shows 'Cancelar' (a reply's form). */
  onCancel?: () => void;
};

const FIELDS = ['title', 'description'] as const;
type Errors = Partial<Record<(typeof FIELDS)[number], string>>;

/** Title and description required, both checked before any call, each counted. */
export function DoubtForm({
  label,
  submitLabel,
  initialTitle = '',
  onSubmit,
  onSent,
  onCancel,
  draft,
  onDraftChange,
}: DoubtFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<DoubtValues>(
    () => draft ?? { title: initialTitle, description: '' },
  );
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [serverErrors, setServerErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const localErrors: Errors = submitted ? messagesByField(validateDoubtForm(values)) : {};
  const errors = { ...serverErrors, ...localErrors };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setSubmitted(true);
    setServerErrors({});
    setFormError(null);
    const [problem] = validateDoubtForm(values);
    if (problem) {
      if (form.current && problem.field) focusField(form.current, problem.field);
      return;
    }
    setPending(true);
    try {
      await onSubmit({ title: values.title.trim(), description: values.description.trim() });
    } catch (error) {
      const { atFields, formError: message } = splitProblems(error, FIELDS);
      setServerErrors(messagesByField(atFields));
      setFormError(message);
      const field = atFields[0]?.field;
      if (form.current && field) focusField(form.current, field);
      return;
    } finally {
      setPending(false);
    }
    setValues({ title: initialTitle, description: '' });
    setSubmitted(false);
    onSent?.();
  };

  const change = (field: keyof DoubtValues) => (event: { target: { value: string } }) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    onDraftChange?.(next);
    setServerErrors((current) => ({ ...current, [field]: undefined }));
  };

  return (
    <form
      ref={form}
      aria-label={label}
      noValidate
      onSubmit={(event) => void submit(event)}
      data-slot="doubt-form"
      className="flex flex-col gap-3"
    >
      <TextField
        label={DOUBTS_TEXT.title}
        name="title"
        required
        maxLength={LIMITS.doubtTitleMaxLength}
        counter
        value={values.title}
        error={errors.title}
        onChange={change('title')}
      />
      <TextArea
        label={DOUBTS_TEXT.description}
        name="description"
        required
        rows={4}
        maxLength={LIMITS.doubtDescriptionMaxLength}
        counter
        value={values.description}
        error={errors.description}
        onChange={change('description')}
      />
      <FormError message={formError} />
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel && (
          <Button variant="secondary" size="sm" disabled={pending} onClick={onCancel}>
            {DOUBTS_TEXT.cancel}
          </Button>
        )}
        <Button type="submit" size="sm" loading={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
