import { LIMITS, validateRating } from '@decola/domain';
import { useRef, useState, type FormEvent } from 'react';
import { messagesByField } from '../../../lib/formProblems';
import { useSubmission } from '../../../lib/useSubmission';
import { Button } from '../../../primitives/Button';
import { FormError } from '../../../primitives/FormError';
import { TextArea } from '../../../primitives/TextArea';
import { StarInput } from '../StarInput';
import { RATINGS_TEXT } from '../ratingsText';
import type { RatingDraft } from '../types';

type RatingFormProps = {
  /** The app's call; a rejection's message shows in the form, whose stars and message stay. */
  onCreate: (stars: number, message: string) => Promise<unknown>;
  draft?: RatingDraft | null;
  onDraftChange?: (draft: RatingDraft) => void;
};

/** 1 to 5 stars, a message below 4; both refused before any call. */
export function RatingForm({ onCreate, draft, onDraftChange }: RatingFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const [stars, setStars] = useState(draft?.stars ?? 0);
  const [message, setMessage] = useState(draft?.message ?? '');
  const [submitted, setSubmitted] = useState(false);
  const { pending, error, run } = useSubmission();
  const errors = submitted ? messagesByField(validateRating({ stars, message })) : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setSubmitted(true);
    const [problem] = validateRating({ stars, message });
    if (problem) {
      const first =
        problem.field === 'stars'
          ? form.current?.querySelector<HTMLInputElement>('input[type="radio"]')
          : form.current?.querySelector<HTMLTextAreaElement>('textarea');
      first?.focus();
      return;
    }
    let sent = false;
    await run(async () => {
      await onCreate(stars, message.trim());
      sent = true;
    });
    if (!sent) return;
    setStars(0);
    setMessage('');
    setSubmitted(false);
  };

  return (
    <form
      ref={form}
      aria-label={RATINGS_TEXT.formName}
      noValidate
      onSubmit={(event) => void submit(event)}
      data-slot="rating-form"
      className="flex flex-col gap-3"
    >
      <StarInput
        label={RATINGS_TEXT.stars}
        value={stars}
        onChange={(value) => {
          setStars(value);
          onDraftChange?.({ stars: value, message });
        }}
        error={errors.stars}
        required
      />
      <TextArea
        label={RATINGS_TEXT.message}
        hint={RATINGS_TEXT.messageHint}
        name="message"
        value={message}
        onChange={(event) => {
          setMessage(event.target.value);
          onDraftChange?.({ stars, message: event.target.value });
        }}
        maxLength={LIMITS.ratingMessageMaxLength}
        counter
        rows={3}
        error={errors.message}
      />
      <FormError message={error} />
      <div className="flex justify-end">
        <Button type="submit" size="sm" loading={pending}>
          {RATINGS_TEXT.send}
        </Button>
      </div>
    </form>
  );
}
