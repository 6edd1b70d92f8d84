import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SectionError } from './SectionError';

const meta = {
  title: 'Primitives/SectionError',
  component: SectionError,
  decorators: [
    (Story) => (
      <div className="w-[36rem] max-w-full">
        <Story />
      </div>
    ),
  ],
  args: {
    text: 'Não foi possível carregar os eventos e treinamentos.',
    message: 'Erro de conexão.',
    onRetry: fn(),
  },
} satisfies Meta<typeof SectionError>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What failed, the app's message under it, and a retry described by both. */
export const Default: Story = {
  tags: ['templates'],
  play: async ({ canvas, userEvent, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Não foi possível carregar os eventos e treinamentos.');
    await expect(alert).toHaveTextContent('Erro de conexão.');
    const retry = canvas.getByRole('button', { name: 'Tentar novamente' });
    await expect(retry).toHaveAccessibleDescription(
      'Não foi possível carregar os eventos e treinamentos. Erro de conexão.',
    );
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The app's message is not repeated when it says the same as the section. */
export const SameMessage: Story = {
  args: { message: 'Não foi possível carregar os eventos e treinamentos.' },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert.querySelectorAll('p')).toHaveLength(1);
    await expect(alert).toHaveTextContent('Não foi possível carregar os eventos e treinamentos.');
  },
};

/** Without a way to retry, the section only says what failed. */
export const WithoutRetry: Story = {
  args: { message: null, onRetry: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Não foi possível carregar os eventos e treinamentos.',
    );
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
