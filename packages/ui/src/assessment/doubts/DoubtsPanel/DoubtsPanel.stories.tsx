import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withViewerTabFrame } from '../../../storybook/decorators';
import { storyPhoto } from '../../../storybook/fixtures/learners';
import { waitForPhotos } from '../../../storybook/helpers';
import { storyMine, storyThread } from '../../../storybook/fixtures/doubts';
import type { ContentDoubt } from '../types';
import { DoubtsPanel, type DoubtsPanelProps } from './DoubtsPanel';

/** The panel as the app drives it: a sent doubt goes first in both lists. */
function DoubtsHarness({
  thread: initialThread,
  mine: initialMine,
  onCreate,
  ...props
}: DoubtsPanelProps) {
  const [thread, setThread] = useState<ContentDoubt[]>([...initialThread]);
  const [mine, setMine] = useState<ContentDoubt[]>([...initialMine]);
  return (
    <DoubtsPanel
      {...props}
      thread={thread}
      mine={mine}
      onCreate={async (values) => {
        await onCreate(values);
        const doubt: ContentDoubt = {
          id: 900,
          ...values,
          userName: 'Ana Beatriz Souza',
          userImage: storyPhoto,
          createdAt: '2026-11-26T09:00:00',
          response: null,
          responseId: null,
        };
        setThread((current) => [doubt, ...current]);
        setMine((current) => [doubt, ...current]);
      }}
    />
  );
}

const meta = {
  title: 'Assessment/Doubts/DoubtsPanel',
  component: DoubtsHarness,
  args: { thread: storyThread, mine: storyMine, onCreate: fn(), onReply: fn() },
  decorators: [withViewerTabFrame],
} satisfies Meta<typeof DoubtsHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const headings = (list: HTMLElement) =>
  within(list)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

/** The new doubt's form, then every doubt; 'Minhas dúvidas' shows the learner's own. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitForPhotos(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Nova dúvida' })).toBeVisible();
    const all = canvas.getByRole('button', { name: 'Todas as dúvidas' });
    await expect(all).toHaveAttribute('aria-pressed', 'true');
    await expect(headings(canvas.getByRole('list', { name: 'Dúvidas' }))).toHaveLength(2);
    const mine = canvas.getByRole('button', { name: 'Minhas dúvidas' });
    await userEvent.click(mine);
    await expect(mine).toHaveAttribute('aria-pressed', 'true');
    await expect(headings(canvas.getByRole('list', { name: 'Dúvidas' }))).toEqual([
      'Ancoragem em platibanda',
    ]);
    await userEvent.click(all);
    all.blur();
  },
};

/** A doubt without a title is refused; with one it is sent and listed first. */
export const SendDoubt: Story = {
  play: async ({ canvas, args }) => {
    const form = within(canvas.getByRole('form', { name: 'Nova dúvida' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Descrição' }), 'Vale para andaimes?');
    await userEvent.click(form.getByRole('button', { name: 'Enviar dúvida' }));
    await expect(form.getByRole('textbox', { name: 'Título' })).toHaveAccessibleDescription(
      /Informe o título da dúvida/,
    );
    await expect(args.onCreate).not.toHaveBeenCalled();
    await userEvent.type(form.getByRole('textbox', { name: 'Título' }), 'Andaimes suspensos');
    await userEvent.click(form.getByRole('button', { name: 'Enviar dúvida' }));
    await expect(args.onCreate).toHaveBeenCalledWith({
      title: 'Andaimes suspensos',
      description: 'Vale para andaimes?',
    });
    await waitFor(() =>
      expect(headings(canvas.getByRole('list', { name: 'Dúvidas' }))[0]).toBe('Andaimes suspensos'),
    );
  },
};

/** The doubt the learner was writing before a reload: the form opens with it, and keeps changes. */
export const KeptDraft: Story = {
  args: {
    draft: { title: 'Cinto tipo paraquedista', description: 'Precisa de' },
    onDraftChange: fn(),
  },
  play: async ({ canvas, canvasElement, args }) => {
    await waitForPhotos(canvasElement);
    const form = within(canvas.getByRole('form', { name: 'Nova dúvida' }));
    await expect(form.getByRole('textbox', { name: 'Título' })).toHaveValue(
      'Cinto tipo paraquedista',
    );
    const description = form.getByRole('textbox', { name: 'Descrição' });
    await expect(description).toHaveValue('Precisa de');
    await userEvent.type(description, ' laudo?');
    await expect(args.onDraftChange).toHaveBeenLastCalledWith({
      title: 'Cinto tipo paraquedista',
      description: 'Precisa de laudo?',
    });
    await expect(args.onCreate).not.toHaveBeenCalled();
    description.blur();
  },
};
