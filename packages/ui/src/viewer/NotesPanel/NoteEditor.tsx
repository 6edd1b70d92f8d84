import { LIMITS, validateNote } from '@decola/domain';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useSubmission } from '../../lib/useSubmission';
import { Button } from '../../primitives/Button';
import { FormError } from '../../primitives/FormError';
import { TextArea } from '../../primitives/TextArea';
import { NOTES_TEXT } from './notesText';

type NoteEditorProps = {
  /** Names the form and its field: 'Nova anotação em 01:23'. */
  label: string;
  initialText?: string;
  /** The app's call; a rejection's message shows under the field, whose text stays. */
  onSave: (text: string) => Promise<unknown>;
  onSaved: (result: unknown) => void;
  /** Cancel and Escape. */
  onCancel: () => void;
  /** Every change the learner types, so the app keeps it as a draft. */
  onTextChange?: (text: string) => void;
};

/** The note field of a new note and of an edit: its text, counted to the contract's maximum. */
export function NoteEditor({
  label,
  initialText = '',
  onSave,
  onSaved,
  onCancel,
  onTextChange,
}: NoteEditorProps) {
  const [text, setText] = useState(initialText);
  const [invalid, setInvalid] = useState<string | null>(null);
  const { pending, error, run } = useSubmission();
  const field = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    const element = field.current;
    if (!element) return;
    const shown = () => element.getClientRects().length > 0;
    if (shown()) {
      element.focus();
      return;
    }
    // Opened in a tab not yet shown (the 'n' shortcut switches to it): focused once it is.
    const observer = new ResizeObserver(() => {
      if (!shown()) return;
      element.focus();
      observer.disconnect();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    // The text is required, refused before any call.
    const problem = validateNote(text)[0];
    if (problem) {
      setInvalid(problem.message);
      field.current?.focus();
      return;
    }
    let saved = false;
    let result: unknown;
    await run(async () => {
      result = await onSave(text.trim());
      saved = true;
    });
    if (saved) onSaved(result);
  };

  const cancelOnEscape = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Escape' || pending) return;
    event.preventDefault();
    event.stopPropagation();
    onCancel();
  };

  return (
    <form
      aria-label={label}
      noValidate
      onSubmit={(event) => void submit(event)}
      data-slot="note-editor"
      className="flex flex-col gap-3"
    >
      <TextArea
        ref={field}
        onKeyDown={cancelOnEscape}
        label={label}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onTextChange?.(event.target.value);
          if (invalid) setInvalid(null);
        }}
        maxLength={LIMITS.annotationMaxLength}
        counter
        required
        rows={3}
        error={invalid}
      />
      <FormError message={error} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" size="sm" disabled={pending} onClick={onCancel}>
          {NOTES_TEXT.cancel}
        </Button>
        <Button type="submit" size="sm" loading={pending}>
          {NOTES_TEXT.save}
        </Button>
      </div>
    </form>
  );
}
