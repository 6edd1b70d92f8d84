import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { ViewerTabs, type ViewerTab } from './ViewerTabs';

const TABS: ViewerTab[] = [
  ['description', 'Descrição'],
  ['complements', 'Complementos'],
  ['instructors', 'Instrutores'],
  ['notes', 'Anotações'],
  ['ratings', 'Avaliações'],
  ['doubts', 'Dúvidas'],
].map(([id, label]) => ({ id: id!, label: label!, panel: <p>{`Painel: ${label!}`}</p> }));

/** The app holds the open tab; a button elsewhere opens one, as 'Anotar' opens the notes. */
function ControlledTabs({ initial }: { initial: string }) {
  const [tab, setTab] = useState(initial);
  return (
    <div className="flex flex-col gap-3">
      <button type="button" className="self-start underline" onClick={() => setTab('description')}>
        Abrir a descrição
      </button>
      <ViewerTabs tabs={TABS} tab={tab} onTabChange={setTab} />
    </div>
  );
}

const meta = {
  title: 'Viewer/ViewerTabs',
  component: ControlledTabs,
  // A bar narrower than its tabs, as on a phone.
  decorators: [
    (Story) => (
      <div className="w-[20rem]">
        <Story />
      </div>
    ),
  ],
  args: { initial: 'doubts' },
} satisfies Meta<typeof ControlledTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

const bar = (root: HTMLElement) => root.querySelector<HTMLElement>('[role="tablist"]')!;

/** The selected tab's box lies within what the bar shows. */
function expectInView(list: HTMLElement, tab: HTMLElement) {
  return waitFor(() => {
    const shown = list.getBoundingClientRect();
    const box = tab.getBoundingClientRect();
    expect(box.left).toBeGreaterThanOrEqual(shown.left - 0.5);
    expect(box.right).toBeLessThanOrEqual(shown.right + 0.5);
  });
}

/**
 * The bar overflows sideways only — no vertical scrolling, no visible scrollbar — and
 * the tab the app opened, last in the bar, is scrolled into its view; one opened from elsewhere too.
 */
export const Overflowing: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const list = bar(canvasElement);
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await expect(list.scrollHeight).toBeLessThanOrEqual(list.clientHeight);
    const style = getComputedStyle(list);
    await expect(style.overflowY).toBe('hidden');
    await expect(style.scrollbarWidth).toBe('none');
    const doubts = canvas.getByRole('tab', { name: 'Dúvidas' });
    await expect(doubts).toHaveAttribute('aria-selected', 'true');
    await expectInView(list, doubts);
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir a descrição' }));
    const description = canvas.getByRole('tab', { name: 'Descrição' });
    await expect(description).toHaveAttribute('aria-selected', 'true');
    await expectInView(list, description);
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Painel: Descrição');
  },
};

/** The keyboard moves along the bar as a tablist does, each tab reached shown whole. */
export const ByKeyboard: Story = {
  args: { initial: 'description' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const list = bar(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Descrição' }));
    await userEvent.keyboard('{End}');
    const doubts = canvas.getByRole('tab', { name: 'Dúvidas' });
    await expect(doubts).toHaveFocus();
    await expect(doubts).toHaveAttribute('aria-selected', 'true');
    await expectInView(list, doubts);
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Descrição' })).toHaveFocus();
    await expectInView(list, canvas.getByRole('tab', { name: 'Descrição' }));
  },
};
