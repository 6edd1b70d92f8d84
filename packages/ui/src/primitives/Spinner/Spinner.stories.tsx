import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from './Spinner';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Carregando…');
  },
};

export const WithLabel: Story = {
  args: { label: 'Carregando cursos…', size: 'lg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando cursos…');
  },
};

export const Decorative: Story = {
  args: { decorative: true, size: 'sm' },
  play: async ({ canvas }) => {
    // Inside a busy button the spinner must not announce itself a second time.
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};
