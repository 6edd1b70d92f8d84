import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { viewerNotes } from '../../storybook/fixtures/viewer';
import { NotesPanel } from './NotesPanel';

/** The notes panel's new note as the app restores it, one feature at a time. */
const meta = {
  title: 'Viewer/NotesPanel/Features',
  component: NotesPanel,
  decorators: [
    (Story) => (
      <div className="w-[40rem] max-w-full rounded-card bg-surface p-5 shadow-sm">
        <Story />
      </div>
    ),
  ],
  args: {
    notes: viewerNotes,
    positionKind: 'time',
    composingAt: 83,
    onCompose: fn(),
    onCancelCompose: fn(),
    onCreate: fn(),
    onUpdate: fn(),
    onDelete: fn(),
    onSeek: fn(),
  },
} satisfies Meta<typeof NotesPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The note being written before a reload: open at its moment, its text back, changes kept. */
export const KeptDraft: Story = {
  args: { draftText: 'Rever a ancoragem', onDraftChange: fn() },
  play: async ({ canvas, args }) => {
    const form = within(canvas.getByRole('form', { name: 'Nova anotação em 01:23' }));
    const field = form.getByRole('textbox', { name: 'Nova anotação em 01:23' });
    await expect(field).toHaveValue('Rever a ancoragem');
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.type(field, ' no telhado');
    await expect(args.onDraftChange).toHaveBeenLastCalledWith('Rever a ancoragem no telhado');
    await userEvent.click(form.getByRole('button', { name: 'Salvar' }));
    await expect(args.onCreate).toHaveBeenCalledWith('Rever a ancoragem no telhado', 83);
  },
};
