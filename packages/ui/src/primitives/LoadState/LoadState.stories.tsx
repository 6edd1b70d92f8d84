import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LoadState } from './LoadState';

/** With the ratings tab's texts: each component that loads passes its own. */
const meta = {
  title: 'Primitives/LoadState',
  component: LoadState,
  decorators: [
    (Story) => (
      <div className="w-[36rem] max-w-full">
        <Story />
      </div>
    ),
  ],
  args: {
    state: { status: 'ready' },
    text: {
      loading: 'Carregando avaliações…',
      error: 'Não foi possível carregar as avaliações.',
    },
    children: <p>Duas avaliações deste conteúdo.</p>,
  },
} satisfies Meta<typeof LoadState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the data loads: the sentence beside a small spinner, as a status, and nothing of the content. */
export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando avaliações…');
    await expect(canvas.queryByText('Duas avaliações deste conteúdo.')).toBeNull();
  },
};

/** A list's or a chart's loading: a large spinner where the content will be, named for screen readers. */
export const LoadingBlock: Story = {
  args: { state: { status: 'loading' }, look: 'block', text: {} },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando…');
    await expect(canvas.queryByText('Duas avaliações deste conteúdo.')).toBeNull();
  },
};

/** What stands in for the content while it loads, instead of the spinner. */
export const LoadingSkeleton: Story = {
  args: {
    state: { status: 'loading' },
    loading: <div aria-hidden="true" className="h-24 animate-pulse rounded-card bg-line" />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.queryByText('Duas avaliações deste conteúdo.')).toBeNull();
  },
};

/** A failed load: the sentence, the app's message under it, and a retry. */
export const Failed: Story = {
  args: { state: { status: 'error', errorMessage: 'Erro de conexão.', onRetry: fn() } },
  play: async ({ canvas, userEvent, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Não foi possível carregar as avaliações.');
    await expect(alert).toHaveTextContent('Erro de conexão.');
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.state.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByText('Duas avaliações deste conteúdo.')).toBeNull();
  },
};

/** Without a sentence of its own, the app's message is the sentence; without one, the generic one. */
export const FailedWithoutSentence: Story = {
  args: { state: { status: 'error', errorMessage: null, onRetry: fn() }, text: {} },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Ocorreu um erro inesperado.');
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

/** While the retry runs, the failure gives way to the loading state. */
export const Retrying: Story = {
  args: { state: { status: 'error', errorMessage: 'Erro de conexão.', retrying: true } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando avaliações…');
  },
};

/** Loaded with nothing to show: 'Não há nada por aqui.', announced, instead of the content. */
export const Empty: Story = {
  args: { isEmpty: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Não há nada por aqui.');
    await expect(canvas.queryByText('Duas avaliações deste conteúdo.')).toBeNull();
  },
};

/** A page's sentence, at body size under the page's header (a course, an event, a training). */
export const LoadingPage: Story = {
  args: { state: { status: 'loading' }, look: 'page' },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Carregando avaliações…');
    await expect(status).not.toHaveClass('text-sm');
  },
};

/** In a menu or a picker: the app's message over its retry, centred and without a frame. */
export const CompactFailed: Story = {
  args: {
    state: { status: 'error', errorMessage: 'Erro de conexão.', onRetry: fn() },
    look: 'compact',
  },
  play: async ({ canvas, userEvent, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Erro de conexão.');
    await expect(alert).not.toHaveTextContent('Não foi possível carregar as avaliações.');
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.state.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** In a panel whose card frames it (a statistics panel): the empty text as a plain centred line. */
export const EmptyInPanel: Story = {
  args: { isEmpty: true, emptyIn: 'panel', emptyText: 'Nenhum acesso nos últimos 14 dias.' },
  play: async ({ canvas }) => {
    const empty = canvas.getByRole('status');
    await expect(empty).toHaveTextContent('Nenhum acesso nos últimos 14 dias.');
    await expect(empty).not.toHaveClass('border');
  },
};

/** Once loaded, the content alone: no status, no alert. */
export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Duas avaliações deste conteúdo.')).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
