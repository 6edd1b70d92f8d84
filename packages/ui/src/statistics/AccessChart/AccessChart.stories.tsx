import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { storyAccessPoints, storyQuietFortnight } from '../../storybook/fixtures/statistics';
import { AccessChart } from './AccessChart';

const meta = {
  title: 'Statistics/AccessChart',
  component: AccessChart,
  // As wide as the page gives it, as on the statistics page.
  parameters: { layout: 'padded' },
  args: { points: storyAccessPoints, state: { status: 'ready' } },
} satisfies Meta<typeof AccessChart>;

export default meta;
type Story = StoryObj<typeof meta>;

const ACCESSES = ['2', '0', '1', '0', '0', '3', '2', '4', '1', '2', '0', '1', '3', '5'];

/** The chart's code arrives in its own chunk: waits for its bars. */
const bars = async (root: HTMLElement) => {
  await waitFor(() => expect(root.querySelectorAll('[data-day]')).toHaveLength(14));
  return [...root.querySelectorAll<SVGGElement>('[data-day]')];
};

/** Fourteen days as bars in the template's colour, dd/mm on the axis; one image to a screen reader. */
export const Default: Story = {
  tags: ['templates'],
  play: async ({ canvas, canvasElement }) => {
    const days = await bars(canvasElement);
    await expect(days.map((day) => day.dataset.accesses)).toEqual(ACCESSES);
    await expect(
      canvas.getByRole('img', {
        name: 'Gráfico de barras: acessos por dia de 13/11 a 26/11, 24 no total.',
      }),
    ).toBeVisible();
    await expect(canvas.getByText('13/11')).toBeVisible();
    await expect(canvas.getByText('26/11')).toBeVisible();
    // The table is there for screen readers and print, not on screen.
    const table = canvas.getByRole('table', { name: 'Acessos por dia nos últimos 14 dias' });
    await expect(table).toHaveClass('sr-only');
    await expect(canvas.getByRole('button', { name: 'Ver tabela' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

/** 'Ver tabela' shows the same numbers as the bars, day by day, in the Brazilian format. */
export const TableAlternative: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const days = await bars(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Ver tabela' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const table = canvas.getByRole('table', { name: 'Acessos por dia nos últimos 14 dias' });
    await expect(table).toBeVisible();
    await expect(table).not.toHaveClass('sr-only');
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(14);
    await expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('13/11/2026');
    await expect(within(rows[13]!).getByRole('rowheader')).toHaveTextContent('26/11/2026');
    await expect(rows.map((row) => within(row).getByRole('cell').textContent)).toEqual(
      days.map((day) => day.dataset.accesses),
    );
  },
};

/** On a phone only the days that fit are named on the axis (the last always); all 14 bars stay. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvas, canvasElement }) => {
    await bars(canvasElement);
    const named = [...canvasElement.querySelectorAll('.visx-axis-bottom text')].map(
      (label) => label.textContent,
    );
    await expect(named).toEqual(['14/11', '17/11', '20/11', '23/11', '26/11']);
    await expect(canvas.getByText('26/11')).toBeVisible();
  },
};

/** spec 2 §2 `statistics/chart`: the panel is brought into view and takes the focus. */
export const Focused: Story = {
  args: { focused: true },
  play: async ({ canvas, canvasElement }) => {
    await bars(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Acessos nos últimos 14 dias' })).toHaveFocus();
  },
};

/** No access in the fortnight: a sentence instead of fourteen empty bars. */
export const Empty: Story = {
  args: { points: storyQuietFortnight },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Nenhum acesso nos últimos 14 dias.',
    );
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Ver tabela' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { points: [], state: { status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('region', { name: 'Acessos nos últimos 14 dias' }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const Error: Story = {
  args: { points: [], state: { status: 'error', errorMessage: 'Erro de conexão.', onRetry: fn() } },
  play: async ({ canvas, userEvent, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Não foi possível carregar seus acessos.');
    await expect(alert).toHaveTextContent('Erro de conexão.');
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.state.onRetry).toHaveBeenCalled();
  },
};
