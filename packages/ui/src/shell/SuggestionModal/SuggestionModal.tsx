import { LIMITS, validateSuggestion, type SuggestionForm } from '@decola/domain';
import { useRef, useState, type FormEvent } from 'react';
import { focusField, messagesByField } from '../../lib/formProblems';
import { useSubmission } from '../../lib/useSubmission';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { FormError } from '../../primitives/FormError';
import { TextArea } from '../../primitives/TextArea';
import { TextField } from '../../primitives/TextField';

export type SuggestionModalProps = {
  open: boolean;
  /** Busy while the promise runs; a rejection keeps the text; success closes via `onClose`. */
  onSubmit: (suggestion: SuggestionForm) => Promise<unknown> | void;
  /** Cancel, the close button, Escape, and a sent suggestion. Ignored while sending. */
  onClose: () => void;
};

type Submission = ReturnType<typeof useSubmission>;

/**
 * 'Dê sua sugestão' — a title of at most 100 characters and a description of at
 * most 500, both required (domain `validateSuggestion`), each with its live counter.
 */
export function SuggestionModal({ open, onSubmit, onClose }: SuggestionModalProps) {
  const submission = useSubmission();
  const close = () => {
    if (submission.pending) return;
    submission.clearError();
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      // A stray click outside must not throw away a half-written suggestion.
      closeOnBackdropClick={false}
      title="Dê sua sugestão"
      description="Conte para nós o que podemos melhorar na plataforma. Toda sugestão é lida pela nossa equipe."
    >
      {/* Unmounted while closed, so each opening starts empty. */}
      <SuggestionFormFields
        onSubmit={onSubmit}
        onSent={onClose}
        onCancel={close}
        submission={submission}
      />
    </Dialog>
  );
}

type SuggestionFormFieldsProps = {
  onSubmit: SuggestionModalProps['onSubmit'];
  onSent: () => void;
  onCancel: () => void;
  submission: Submission;
};

function SuggestionFormFields({
  onSubmit,
  onSent,
  onCancel,
  submission: { pending, error, run },
}: SuggestionFormFieldsProps) {
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<SuggestionForm>({ title: '', description: '' });
  const [submitted, setSubmitted] = useState(false);
  const fieldErrors = submitted ? messagesByField(validateSuggestion(values)) : {};

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setSubmitted(true);
    const [problem] = validateSuggestion(values);
    if (problem) {
      if (form.current && problem.field) focusField(form.current, problem.field);
      return;
    }
    let sent = false;
    await run(async () => {
      await onSubmit(values);
      sent = true;
    });
    if (sent) onSent();
  }

  const change = (field: keyof SuggestionForm) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  return (
    <form ref={form} noValidate onSubmit={handleSubmit} className="flex flex-col gap-5">
      <FormError message={error} />
      <TextField
        label="Título"
        name="title"
        required
        maxLength={LIMITS.suggestionTitleMaxLength}
        value={values.title}
        error={fieldErrors.title}
        counter
        onChange={change('title')}
      />
      <TextArea
        label="Descrição"
        name="description"
        required
        rows={6}
        maxLength={LIMITS.suggestionDescriptionMaxLength}
        value={values.description}
        error={fieldErrors.description}
        counter
        onChange={change('description')}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" disabled={pending} onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" loading={pending}>
          Enviar sugestão
        </Button>
      </div>
    </form>
  );
}
