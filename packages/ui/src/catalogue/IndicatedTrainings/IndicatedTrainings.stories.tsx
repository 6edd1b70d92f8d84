import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { storyIndications } from '../../storybook/fixtures/catalogueLists';
import { trainingCount } from '../../storybook/catalogue';
import { waitForImages } from '../../storybook/helpers';
import { IndicatedTrainings } from './IndicatedTrainings';

const meta = {
  title: 'Catalogue/IndicatedTrainings',
  component: IndicatedTrainings,
  parameters: { layout: 'fullscreen' },
  // The list lives in the signed-in shell, which owns <main>.
  render: (args) => (
    <main aria-label="Conteúdo da página">
      <IndicatedTrainings {...args} />
    </main>
  ),
  args: { indications: storyIndications, status: 'ready', onRetry: fn() },
} satisfies Meta<typeof IndicatedTrainings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first: the training, who recommended it and the day, in the Brazilian format. */
export const Default: Story = {
  tags: ['templates'],
  play: async ({ canvas, canvasElement }) => {
    await waitForImages(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Treinamentos recomendados' }),
    ).toBeVisible();
    await expect(trainingCount(canvasElement)).toHaveTextContent(/^3 treinamentos$/);
    const list = canvas.getByRole('region', { name: 'Treinamentos recomendados para você' });
    const items = within(list).getAllByRole('article');
    await expect(items).toHaveLength(3);
    await expect(
      within(items[0]!).getByRole('link', { name: 'NR-35: Trabalho em Altura na Prática' }),
    ).toHaveAttribute('href', '/student/course/101');
    await expect(items[0]).toHaveTextContent('Indicado por Carlos Eduardo Lima em 18/11/2026');
    // The social name, when there is one, as everywhere a colleague is named.
    await expect(items[1]).toHaveTextContent('Indicado por Mari Ferreira em 02/11/2026');
  },
};

/** A blocked training is listed but cannot be opened (spec 2 §6). */
export const Blocked: Story = {
  args: { indications: [storyIndications[2]!] },
  play: async ({ canvas, canvasElement }) => {
    const item = canvas.getByRole('article');
    await expect(within(item).queryByRole('link')).toBeNull();
    await expect(item).toHaveTextContent('Gestão de Contratos e Fornecedores');
    await expect(item).toHaveAttribute('data-state', 'blocked');
    await expect(within(item).getByText('Bloqueado')).toBeVisible();
    await expect(trainingCount(canvasElement)).toHaveTextContent(/^1 treinamento$/);
  },
};

/** Inside the profile, a tab under the profile's own h1. */
export const AsProfileTab: Story = {
  args: { headingLevel: 2 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Treinamentos recomendados' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { indications: [], status: 'loading' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('region', { name: 'Treinamentos recomendados para você' }),
    ).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/** spec 2 §8: nothing recommended yet. */
export const Empty: Story = {
  args: { indications: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Não há nada por aqui.')).toHaveAttribute('role', 'status');
    await expect(canvas.queryByText(/treinamento/)).toBeNull();
  },
};

export const Error: Story = {
  args: { indications: [], status: 'error', errorMessage: 'Ocorreu um erro inesperado.' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Ocorreu um erro inesperado.');
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
