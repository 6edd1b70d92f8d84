import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { storyStatistics } from '../../storybook/fixtures/statistics';
import { StatisticsCards } from './StatisticsCards';

const meta = {
  title: 'Statistics/StatisticsCards',
  component: StatisticsCards,
  // As wide as the page gives it, as on the statistics page.
  parameters: { layout: 'padded' },
  args: { statistics: storyStatistics, state: { status: 'ready' } },
} satisfies Meta<typeof StatisticsCards>;

export default meta;
type Story = StoryObj<typeof meta>;

const valueOf = (canvas: HTMLElement, label: string) => {
  const term = within(canvas).getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
};

/** Each number the statistics call carries, under its name; counts whole, in pt-BR. */
export const Default: Story = {
  tags: ['templates'],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Seus números' })).toBeVisible();
    await expect(canvas.getAllByRole('term')).toHaveLength(8);
    await expect(valueOf(canvasElement, 'Cursos concluídos')).toHaveTextContent('14');
    await expect(valueOf(canvasElement, 'Conteúdos assistidos')).toHaveTextContent('1.284');
    await expect(valueOf(canvasElement, 'Tempo assistido')).toHaveTextContent('42h');
    await expect(valueOf(canvasElement, 'Progresso geral')).toHaveTextContent('63%');
    await expect(valueOf(canvasElement, 'Decoins')).toHaveTextContent('12.500');
    await expect(valueOf(canvasElement, 'Posição no ranking')).toHaveTextContent('4º');
  },
};

/** spec 2 §9: at 700 px or less counts shorten; a screen reader still hears the whole number. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const decoins = valueOf(canvasElement, 'Decoins');
    await expect(decoins.querySelector('[aria-hidden="true"]')).toHaveTextContent('12,5k');
    await expect(decoins.querySelector('.sr-only')).toHaveTextContent('12.500');
    const watched = valueOf(canvasElement, 'Conteúdos assistidos');
    await expect(watched.querySelector('[aria-hidden="true"]')).toHaveTextContent('1,2k');
  },
};

/** Only what the server sent: the optional numbers it left out have no card. */
export const RequiredOnly: Story = {
  args: { statistics: { completeCourses: 0, totalWatched: 0, percentageUser: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Cursos concluídos',
      'Conteúdos assistidos',
      'Progresso geral',
    ]);
  },
};

export const Loading: Story = {
  args: { statistics: null, state: { status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Seus números' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByRole('term')).toBeNull();
  },
};

export const Error: Story = {
  args: {
    statistics: null,
    state: { status: 'error', errorMessage: 'Ocorreu um erro inesperado.', onRetry: fn() },
  },
  play: async ({ canvas, userEvent, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Não foi possível carregar suas estatísticas.');
    await expect(alert).toHaveTextContent('Ocorreu um erro inesperado.');
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.state.onRetry).toHaveBeenCalled();
  },
};
