import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import {
  storyLearner,
  storyRanking,
  storyRankingBelowTop,
} from '../../storybook/fixtures/statistics';
import { waitForPhotos } from '../../storybook/helpers';
import { EngagementRanking } from './EngagementRanking';

const meta = {
  title: 'Statistics/EngagementRanking',
  component: EngagementRanking,
  // As wide as the page gives it, as on the statistics page.
  parameters: { layout: 'padded' },
  args: {
    entries: storyRanking,
    currentUserId: storyLearner.id,
    state: { status: 'ready' },
  },
} satisfies Meta<typeof EngagementRanking>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (canvas: HTMLElement) =>
  within(within(canvas).getByRole('table')).getAllByRole('row').slice(1);

/** The top ten; the learner's own line (by social name) is highlighted and marked 'você'. */
export const OwnPosition: Story = {
  tags: ['templates'],
  play: async ({ canvas, canvasElement }) => {
    await waitForPhotos(canvasElement);
    const rows = bodyRows(canvasElement);
    await expect(rows).toHaveLength(10);
    const mine = rows.filter((row) => row.getAttribute('aria-current') === 'true');
    await expect(mine).toEqual([rows[3]]);
    await expect(within(rows[3]!).getByRole('rowheader')).toHaveTextContent('Biavocê');
    await expect(rows[3]).toHaveTextContent('4º');
    await expect(rows[0]).toHaveTextContent('1ºCarlos Eduardo Lima2.34021');
    await expect(canvas.getByRole('columnheader', { name: 'Cursos concluídos' })).toBeVisible();
  },
};

/** Below the top ten the learner's own line comes last, with its own position. */
export const BelowTheTop: Story = {
  args: { entries: storyRankingBelowTop },
  play: async ({ canvasElement }) => {
    const rows = bodyRows(canvasElement);
    await expect(rows).toHaveLength(11);
    await expect(rows[10]).toHaveAttribute('aria-current', 'true');
    await expect(within(rows[10]!).getByRole('rowheader')).toHaveTextContent(/Biavocê$/);
    await expect(
      within(rows[10]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['23º', '85', '1']);
    await expect(rows.slice(0, 10).some((row) => row.hasAttribute('aria-current'))).toBe(false);
  },
};

/** spec 2 §9: at 700 px or less the points shorten; the learner first in the ranking. */
export const TopOnNarrowScreen: Story = {
  globals: { viewport: { value: 'mobile1' } },
  args: {
    entries: [
      { position: 1, user: storyLearner, points: 12_340, completeCourses: 21 },
      ...storyRanking.slice(1, 3),
    ],
  },
  play: async ({ canvasElement }) => {
    const rows = bodyRows(canvasElement);
    await expect(rows[0]).toHaveAttribute('aria-current', 'true');
    const points = rows[0]!.querySelector('[data-short]');
    await expect(points?.querySelector('[aria-hidden="true"]')).toHaveTextContent('12,3k');
    await expect(points?.querySelector('.sr-only')).toHaveTextContent('12.340');
  },
};

/** spec 2 §8: an empty table says 'Não há nada por aqui.'. */
export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Não há nada por aqui.');
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Error: Story = {
  args: {
    entries: [],
    state: { status: 'error', errorMessage: 'Ocorreu um erro inesperado.', onRetry: fn() },
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Não foi possível carregar o ranking.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.state.onRetry).toHaveBeenCalled();
  },
};
