import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ErrorPage } from './ErrorPage';

const TITLE = 'Ocorreu um erro inesperado.';
const DESCRIPTION =
  'Não foi possível exibir esta página. Tente novamente ou volte para o início da plataforma.';

const meta = {
  title: 'Shell/ErrorPage',
  component: ErrorPage,
  parameters: { layout: 'fullscreen' },
  args: { onRetry: fn(), homeHref: '/student/dashboard' },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A screen that failed to render, on its own page (the portal's root): the catalogue's text. */
export const Default: Story = {
  tags: ['templates'],
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('main')).toBeVisible();
    const alert = canvas.getByRole('alert');
    await expect(alert).toContainElement(canvas.getByRole('heading', { level: 1, name: TITLE }));
    await expect(alert).toHaveTextContent(DESCRIPTION);
    const retry = canvas.getByRole('button', { name: 'Tentar novamente' });
    await expect(retry).toHaveAccessibleDescription(`${TITLE} ${DESCRIPTION}`);
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute(
      'href',
      '/student/dashboard',
    );
  },
};

/** A signed-in screen that failed: inside the shell, whose header still leads anywhere. */
export const InShell: Story = {
  args: { inShell: true },
  render: (args) => (
    <main aria-label="Conteúdo da página">
      <ErrorPage {...args} />
    </main>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('main')).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

/** While the retry runs the button is busy and a second click does nothing. */
export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ canvas, userEvent, args }) => {
    const retry = canvas.getByRole('button', { name: 'Tentar novamente' });
    await expect(retry).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(retry);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

/** A missing chunk: the app reloads the page once by itself, and no error shows meanwhile. */
export const Reloading: Story = {
  args: { reloading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando…');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
