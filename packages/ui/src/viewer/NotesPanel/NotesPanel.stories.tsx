import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, screen, userEvent, waitFor, within } from 'storybook/test';
import { withViewerTabFrame } from '../../storybook/decorators';
import { manyViewerNotes, viewerNotes } from '../../storybook/fixtures/viewer';
import {
  NotesHarness,
  askToDelete,
  connectionLost,
  notesList,
  seekButtonTexts,
} from '../../storybook/notesPanel';

const meta = {
  title: 'Viewer/NotesPanel',
  component: NotesHarness,
  decorators: [withViewerTabFrame],
  args: {
    notes: viewerNotes,
    positionKind: 'time',
    position: 83,
    onCompose: fn(),
    onCreate: fn(),
    onUpdate: fn(),
    onDelete: fn(),
    onSeek: fn(),
  },
} satisfies Meta<typeof NotesHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sorted by time; a note's time takes the player there. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const list = notesList(canvasElement);
    await expect(seekButtonTexts(canvasElement)).toEqual([
      'Ir para 00:45',
      'Ir para 02:08',
      'Ir para 05:12',
    ]);
    await expect(list.getAllByRole('listitem')[0]).toHaveTextContent(
      'Checklist: superfície, tempo, EPI.',
    );
    await userEvent.click(list.getByRole('button', { name: 'Ir para 02:08' }));
    await expect(args.onSeek).toHaveBeenCalledWith(128);
    await expect(list.getByRole('button', { name: 'Editar anotação em 02:08' })).toBeVisible();
    await expect(list.getByRole('button', { name: 'Excluir anotação em 02:08' })).toBeVisible();
    list.getByRole('button', { name: 'Ir para 02:08' }).blur();
  },
};

/** A PDF's notes sit at pages. */
export const OnAPdf: Story = {
  args: {
    positionKind: 'page',
    position: 3,
    notes: [
      { id: 1, annotation: 'Tabela de distâncias mínimas.', seconds: 4 },
      { id: 2, annotation: 'Definição de trabalho em altura.', seconds: 1 },
    ],
  },
  play: async ({ canvas, canvasElement, args }) => {
    const list = notesList(canvasElement);
    await expect(seekButtonTexts(canvasElement)).toEqual(['Ir para Página 1', 'Ir para Página 4']);
    await userEvent.click(list.getByRole('button', { name: 'Ir para Página 4' }));
    await expect(args.onSeek).toHaveBeenCalledWith(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Anotar' }));
    await expect(canvas.getByRole('textbox', { name: 'Nova anotação na página 3' })).toHaveFocus();
  },
};

export const Empty: Story = {
  args: { notes: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Não há nada por aqui.')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Anotações' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Anotar' })).toBeVisible();
  },
};

export const Many: Story = {
  args: { notes: manyViewerNotes },
  play: async ({ canvasElement }) => {
    const times = seekButtonTexts(canvasElement);
    await expect(times).toHaveLength(24);
    await expect(times[0]).toBe('Ir para 00:45');
    await expect(times[23]).toBe('Ir para 16:05');
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando anotações…');
    await expect(canvas.queryByRole('button', { name: 'Anotar' })).toBeNull();
  },
};

export const Failed: Story = {
  args: { state: { status: 'error', errorMessage: 'Erro de conexão.', onRetry: fn() } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Não foi possível carregar as anotações.')).toBeVisible();
    await expect(canvas.getByText('Erro de conexão.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.state?.onRetry).toHaveBeenCalledOnce();
  },
};

/** 'Anotar' opens the field at the player's time; an empty note is refused before any call. */
export const Composing: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const compose = canvas.getByRole('button', { name: 'Anotar' });
    await userEvent.click(compose);
    await expect(args.onCompose).toHaveBeenCalledOnce();
    const field = canvas.getByRole('textbox', { name: 'Nova anotação em 01:23' });
    await expect(field).toHaveFocus();
    await expect(field).toHaveAttribute('maxlength', '2000');
    await expect(field).toHaveAccessibleDescription(/0 de 2000 caracteres/);

    // Escape cancels, and focus goes back to 'Anotar'.
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(compose).toHaveFocus();

    await userEvent.click(compose);
    const form = within(canvas.getByRole('form', { name: 'Nova anotação em 01:23' }));
    await userEvent.type(form.getByRole('textbox'), '   ');
    await userEvent.click(form.getByRole('button', { name: 'Salvar' }));
    await expect(form.getByRole('textbox')).toHaveAccessibleDescription(
      /Informe o texto da anotação/,
    );
    await expect(form.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onCreate).not.toHaveBeenCalled();

    await userEvent.clear(form.getByRole('textbox'));
    await userEvent.type(form.getByRole('textbox'), 'Conferir a validade do cinto.');
    await userEvent.click(form.getByRole('button', { name: 'Salvar' }));
    await expect(args.onCreate).toHaveBeenCalledWith('Conferir a validade do cinto.', 83);
    // Saved: the field closes and focus goes to the new note, in its place by time.
    await waitFor(() => expect(canvas.queryByRole('form')).toBeNull());
    const items = notesList(canvasElement).getAllByRole('listitem');
    await expect(items[1]).toHaveTextContent('Conferir a validade do cinto.');
    await waitFor(() => expect(items[1]).toHaveFocus());
    items[1]!.blur();
  },
};

/** The field open, text typed: the state the app leaves while the player is paused. */
export const ComposingOpen: Story = {
  args: { composing: true, notes: [] },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Nova anotação em 01:23' });
    await userEvent.type(field, 'Revisar a parte de resgate.');
    await expect(field).toHaveAccessibleDescription(/27 de 2000 caracteres/);
    await expect(canvas.queryByText('Não há nada por aqui.')).toBeNull();
  },
};

export const Saving: Story = {
  args: { composing: true, onCreate: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvas }) => {
    const form = within(canvas.getByRole('form', { name: 'Nova anotação em 01:23' }));
    await userEvent.type(form.getByRole('textbox'), 'Anotação em andamento.');
    await userEvent.click(form.getByRole('button', { name: 'Salvar' }));
    await expect(form.getByRole('button', { name: 'Salvar' })).toHaveAttribute('aria-busy', 'true');
    await expect(form.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await expect(form.getByRole('textbox')).toHaveValue('Anotação em andamento.');
  },
};

/** A failed save keeps the text and shows the app's message, never a script error's own. */
export const FailedKeepsText: Story = {
  args: { composing: true },
  play: async ({ canvas, args }) => {
    // Set here: Storybook resets the args' mocks before the story renders.
    mocked(args.onCreate)
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(connectionLost);
    const form = within(canvas.getByRole('form', { name: 'Nova anotação em 01:23' }));
    await userEvent.type(form.getByRole('textbox'), 'Não perder este texto.');
    await userEvent.click(form.getByRole('button', { name: 'Salvar' }));
    await expect(await form.findByRole('alert')).toHaveTextContent('Ocorreu um erro inesperado.');
    await expect(form.queryByText(/Failed to fetch/)).toBeNull();
    await userEvent.click(form.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(form.getByRole('alert')).toHaveTextContent('Erro de conexão.'));
    await expect(args.onCreate).toHaveBeenCalledTimes(2);
    await expect(form.getByRole('textbox')).toHaveValue('Não perder este texto.');
    form.getByRole('button', { name: 'Salvar' }).blur();
  },
};

/** Edit in place: Escape cancels and focus returns to 'Editar'; saving focuses the note. */
export const Editing: Story = {
  play: async ({ canvasElement, args }) => {
    const list = notesList(canvasElement);
    const edit = list.getByRole('button', { name: 'Editar anotação em 02:08' });
    await userEvent.click(edit);
    const field = list.getByRole('textbox', { name: 'Anotação em 02:08' });
    await expect(field).toHaveFocus();
    await expect(field).toHaveValue('Perguntar ao instrutor sobre trabalho noturno.');
    await userEvent.keyboard('{Escape}');
    await expect(list.queryByRole('textbox')).toBeNull();
    await waitFor(() =>
      expect(list.getByRole('button', { name: 'Editar anotação em 02:08' })).toHaveFocus(),
    );

    await userEvent.click(list.getByRole('button', { name: 'Editar anotação em 02:08' }));
    const again = list.getByRole('textbox', { name: 'Anotação em 02:08' });
    await userEvent.clear(again);
    await userEvent.type(again, 'Trabalho noturno: iluminação mínima.');
    await userEvent.click(list.getByRole('button', { name: 'Salvar' }));
    await expect(args.onUpdate).toHaveBeenCalledWith(11, 'Trabalho noturno: iluminação mínima.');
    const item = list.getAllByRole('listitem')[1]!;
    await waitFor(() => expect(item).toHaveFocus());
    await expect(item).toHaveTextContent('Trabalho noturno: iluminação mínima.');
    await userEvent.click(list.getByRole('button', { name: 'Editar anotação em 05:12' }));
    await expect(list.getByRole('textbox', { name: 'Anotação em 05:12' })).toHaveFocus();
  },
};

/** Deleting asks first; focus starts on 'Cancelar'. */
export const DeleteConfirmation: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await askToDelete(canvasElement, '05:12');
    await expect(dialog).toHaveAccessibleDescription('A anotação em 05:12 será excluída.');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus(),
    );
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const Deleting: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    mocked(args.onDelete).mockRejectedValueOnce(connectionLost);
    const list = notesList(canvasElement);
    let dialog = await askToDelete(canvasElement, '05:12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    // A refusal keeps the dialog open with the app's message.
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Erro de conexão.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(list.getAllByRole('listitem')).toHaveLength(3);

    dialog = await askToDelete(canvasElement, '05:12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onDelete).toHaveBeenLastCalledWith(12);
    await expect(list.getAllByRole('listitem')).toHaveLength(2);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Anotar' })).toHaveFocus());
    canvas.getByRole('button', { name: 'Anotar' }).blur();
  },
};
