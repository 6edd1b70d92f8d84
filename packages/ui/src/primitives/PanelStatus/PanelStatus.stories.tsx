import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PanelStatus } from './PanelStatus';

/** With the ratings tab's texts: each tab panel that loads passes its own. */
const meta = {
  title: 'Primitives/PanelStatus',
  component: PanelStatus,
  decorators: [
    (Story) => (
      <div className="w-[36rem] max-w-full">
        <Story />
      </div>
    ),
  ],
  args: {
    state: { status: 'ready' },
    text: {
      loading: 'Carregando avaliações…',
      error: 'Não foi possível carregar as avaliações.',
    },
    children: <p>Duas avaliações deste conteúdo.</p>,
  },
} satisfies Meta<typeof PanelStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the data loads: the panel's sentence as a status, and nothing of its content. */
export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando avaliações…');
    await expect(canvas.queryByText('Duas avaliações deste conteúdo.')).toBeNull();
  },
};

/** A failed load: the panel's sentence, the app's message under it, and a retry. */
export const Failed: Story = {
  args: { state: { status: 'error', errorMessage: 'Erro de conexão.', onRetry: fn() } },
  play: async ({ canvas, userEvent, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Não foi possível carregar as avaliações.');
    await expect(alert).toHaveTextContent('Erro de conexão.');
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.state.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByText('Duas avaliações deste conteúdo.')).toBeNull();
  },
};

/** Once loaded, the panel is its content alone: no status, no alert. */
export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Duas avaliações deste conteúdo.')).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
