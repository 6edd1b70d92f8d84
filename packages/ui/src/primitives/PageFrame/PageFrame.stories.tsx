import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageFrame } from './PageFrame';

/** The frame of the not-found, error and maintenance pages, around what they say. */
const meta = {
  title: 'Primitives/PageFrame',
  component: PageFrame,
  parameters: { layout: 'fullscreen' },
  args: {
    inShell: false,
    children: (
      <section aria-labelledby="frame-title" className="text-center">
        <h1 id="frame-title" className="text-2xl font-bold text-ink">
          Página não encontrada
        </h1>
      </section>
    ),
  },
} satisfies Meta<typeof PageFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On its own (before login, or outside the shell) the frame is the page's main landmark. */
export const OnItsOwn: Story = {
  play: async ({ canvas }) => {
    const main = canvas.getByRole('main');
    await expect(main).toContainElement(canvas.getByRole('heading', { level: 1 }));
  },
};

/** Inside the signed-in shell, which owns <main>, the frame is a plain block. */
export const InShell: Story = {
  args: { inShell: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('main')).toBeNull();
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Página não encontrada' }),
    ).toBeVisible();
  },
};
