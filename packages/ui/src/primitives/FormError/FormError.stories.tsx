import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FormError } from './FormError';

const meta = {
  title: 'Primitives/FormError',
  component: FormError,
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
  args: { message: 'Ocorreu um erro inesperado.' },
} satisfies Meta<typeof FormError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['templates'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Ocorreu um erro inesperado.');
  },
};

export const Empty: Story = {
  args: { message: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
