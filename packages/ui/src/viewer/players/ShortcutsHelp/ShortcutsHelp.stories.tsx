import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { ShortcutsHelp } from './ShortcutsHelp';

const meta = {
  title: 'Viewer/Players/ShortcutsHelp',
  component: ShortcutsHelp,
  parameters: { layout: 'centered' },
  args: { withNote: true },
} satisfies Meta<typeof ShortcutsHelp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The 'Atalhos' button, closed. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Atalhos' })).toBeVisible();
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** Open: every key and what it does; Escape closes it and focus returns to 'Atalhos'. */
export const Open: Story = {
  play: async ({ canvas, userEvent, step }) => {
    const button = canvas.getByRole('button', { name: 'Atalhos' });
    await step('Escape closes, focus returns', async () => {
      await userEvent.click(button);
      await expect(await screen.findByRole('dialog', { name: 'Atalhos do teclado' })).toBeVisible();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await expect(button).toHaveFocus();
    });
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Atalhos do teclado' });
    const list = within(dialog);
    await expect(list.getByText('Espaço')).toBeVisible();
    await expect(list.getByText('K')).toBeVisible();
    await expect(list.getByText('Reproduzir ou pausar')).toBeVisible();
    await expect(list.getByText('Voltar 5 segundos')).toBeVisible();
    await expect(list.getByText('Avançar 5 segundos')).toBeVisible();
    await expect(list.getByText('Anotar no tempo atual')).toBeVisible();
  },
};

/** A player without notes does not list 'N'. */
export const WithoutNotes: Story = {
  args: { withNote: false },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Atalhos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Atalhos do teclado' });
    await expect(within(dialog).getByText('Reproduzir ou pausar')).toBeVisible();
    await expect(within(dialog).queryByText('Anotar no tempo atual')).toBeNull();
  },
};
