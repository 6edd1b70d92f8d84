// The notes panel's stories: the panel driven as the app drives it, and what their plays share.
import { useState } from 'react';
import { screen, userEvent, within } from 'storybook/test';
import { NotesPanel, type NotesPanelNote, type NotesPanelProps } from '../viewer/NotesPanel';

export type NotesHarnessProps = Omit<NotesPanelProps, 'composingAt' | 'onCancelCompose'> & {
  /** Where the story's player stands when 'Anotar' is pressed. */
  position: number;
  composing?: boolean;
};

/** The panel as the app drives it: notes kept here, 'Anotar' taking the player's position. */
export function NotesHarness({
  notes: initial,
  position,
  composing = false,
  onCompose,
  onCreate,
  onUpdate,
  onDelete,
  ...props
}: NotesHarnessProps) {
  const [notes, setNotes] = useState<NotesPanelNote[]>([...initial]);
  const [composingAt, setComposingAt] = useState<number | null>(composing ? position : null);
  return (
    <NotesPanel
      {...props}
      notes={notes}
      composingAt={composingAt}
      onCompose={() => {
        onCompose();
        setComposingAt(position);
      }}
      onCancelCompose={() => setComposingAt(null)}
      onCreate={async (text, seconds) => {
        await onCreate(text, seconds);
        const note = { id: 900 + notes.length, annotation: text, seconds };
        setNotes((current) => [...current, note]);
        return note;
      }}
      onUpdate={async (id, text) => {
        await onUpdate(id, text);
        setNotes((current) =>
          current.map((note) => (note.id === id ? { ...note, annotation: text } : note)),
        );
      }}
      onDelete={async (id) => {
        await onDelete(id);
        setNotes((current) => current.filter((note) => note.id !== id));
      }}
    />
  );
}

/** The list of the notes, sorted by their time. */
export const notesList = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Anotações' }));

/** The texts of the notes' time buttons ('Ir para 02:08'), in the list's order. */
export const seekButtonTexts = (canvasElement: HTMLElement) =>
  notesList(canvasElement)
    .getAllByRole('button', { name: /^Ir para/ })
    .map((button) => button.textContent);

/** Presses the bin of the note at `time`; answers the question it opens. */
export async function askToDelete(canvasElement: HTMLElement, time: string) {
  await userEvent.click(
    notesList(canvasElement).getByRole('button', { name: `Excluir anotação em ${time}` }),
  );
  return screen.findByRole('alertdialog', { name: 'Excluir anotação?' });
}

/** The refusal the app's client answers when the connection drops. */
export const connectionLost = { code: 'UNEXPECTED_ERROR', message: 'Erro de conexão.' };
