import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { AccordionItem } from './AccordionItem';

const meta = {
  title: 'Primitives/AccordionItem',
  component: AccordionItem,
  decorators: [
    (Story) => (
      <div className="w-[36rem] max-w-full">
        <Story />
      </div>
    ),
  ],
  args: {
    title: 'Como recupero minha senha?',
    open: false,
    onToggle: fn(),
    children: 'Na página inicial, escolha “Esqueci minha senha” e siga as instruções.',
  },
} satisfies Meta<typeof AccordionItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the button says so and its answer is out of the page's reading order. */
export const Closed: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const question = canvas.getByRole('button', { name: 'Como recupero minha senha?' });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('region')).toBeNull();
    await userEvent.click(question);
    await expect(args.onToggle).toHaveBeenCalledTimes(1);
  },
};

/** Open: the answer is a region named by its question. */
export const Open: Story = {
  tags: ['templates'],
  args: { open: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Como recupero minha senha?' }),
    ).toHaveAttribute('aria-expanded', 'true');
    await expect(
      canvas.getByRole('region', { name: 'Como recupero minha senha?' }),
    ).toHaveTextContent('Esqueci minha senha');
  },
};

/** The compact row of a side panel: smaller text, the open row's border in the primary colour. */
export const Small: Story = {
  args: { open: true, size: 'sm' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Como recupero minha senha?' })).toBeVisible();
  },
};

function Toggling() {
  const [open, setOpen] = useState(false);
  return (
    <AccordionItem title="Como recupero minha senha?" open={open} onToggle={() => setOpen(!open)}>
      Na página inicial, escolha “Esqueci minha senha” e siga as instruções.
    </AccordionItem>
  );
}

/** Enter and Space toggle it from the keyboard, as a button does. */
export const Keyboard: Story = {
  render: () => <Toggling />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const question = canvas.getByRole('button', { name: 'Como recupero minha senha?' });
    await expect(question).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('region', { name: 'Como recupero minha senha?' })).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(question).toHaveAttribute('aria-expanded', 'false');
  },
};
