import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { OutboxNotice } from './OutboxNotice';

const meta = {
  title: 'Primitives/OutboxNotice',
  component: OutboxNotice,
  decorators: [
    (Story) => (
      <div className="w-96">
        <Story />
      </div>
    ),
  ],
  args: { waiting: true, sentAt: null },
} satisfies Meta<typeof OutboxNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Waiting: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Salvo neste aparelho. Será enviado quando a conexão voltar.',
    );
  },
};

export const Sent: Story = {
  args: { waiting: false, sentAt: new Date(2026, 10, 30, 14, 32) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Enviado às 14:32.');
  },
};

// The status region stays in the page, empty, so what is said later is announced.
export const Idle: Story = {
  args: { waiting: false, sentAt: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};
