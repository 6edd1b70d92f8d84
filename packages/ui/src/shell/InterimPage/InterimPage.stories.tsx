import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { RouterLinkProvider, type RenderRouterLink } from '../../primitives/Link';
import { InterimPage } from './InterimPage';

const COMING_SOON = 'Esta tela está sendo preparada e estará disponível em breve na plataforma.';
const LOAD_ERROR = 'Ocorreu um erro ao carregar as informações.';

const meta = {
  title: 'Shell/InterimPage',
  component: InterimPage,
  parameters: { layout: 'fullscreen' },
  // The page lives in the signed-in shell, which owns <main>.
  render: (args) => (
    <main aria-label="Conteúdo da página">
      <InterimPage {...args} />
    </main>
  ),
  args: {
    title: 'NR-35: Trabalho em Altura na Prática',
    status: 'ready',
    backHref: '/student/dashboard',
    onRetry: fn(),
  },
} satisfies Meta<typeof InterimPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A course opened from a card: its title, the line that the screen is coming, 'Voltar'. */
export const Default: Story = {
  tags: ['templates'],
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('main')).toHaveLength(1);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'NR-35: Trabalho em Altura na Prática' }),
    ).toBeVisible();
    await expect(canvas.getByText(COMING_SOON)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Voltar' })).toHaveAttribute(
      'href',
      '/student/dashboard',
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { title: undefined, status: 'loading' },
  play: async ({ canvas, canvasElement }) => {
    const page = canvasElement.querySelector('[data-slot="interim-page"]');
    await expect(page).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando…');
    await expect(canvas.queryByRole('heading')).toBeNull();
    // The learner can leave while the title loads.
    await expect(canvas.getByRole('link', { name: 'Voltar' })).toBeVisible();
  },
};

/** spec 1 §8: the catalogue's load error, the app's message under it and 'Tentar novamente'. */
export const Error: Story = {
  args: { title: undefined, status: 'error', errorMessage: 'Erro de conexão.' },
  play: async ({ canvas, userEvent, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(within(alert).getByRole('heading', { level: 1 })).toHaveTextContent(LOAD_ERROR);
    await expect(alert).toHaveTextContent('Erro de conexão.');
    const retry = canvas.getByRole('button', { name: 'Tentar novamente' });
    await expect(retry).toHaveAccessibleDescription(`${LOAD_ERROR} Erro de conexão.`);
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: 'Voltar' })).toBeVisible();
  },
};

/** While the new load runs the button is busy and a second click does nothing. */
export const Retrying: Story = {
  args: { title: undefined, status: 'error', retrying: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(LOAD_ERROR);
    const retry = canvas.getByRole('button', { name: 'Tentar novamente' });
    await expect(retry).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(retry);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

/** A route with no entity to name it (the favourites list): a generic heading. */
export const WithoutTitle: Story = {
  args: { title: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Em breve' })).toBeVisible();
    await expect(canvas.getByText(COMING_SOON)).toBeVisible();
  },
};

const renderMarkedLink: RenderRouterLink = ({ href, children, ...rest }) => (
  <a href={href} data-router-link="" {...rest}>
    {children}
  </a>
);

/** 'Voltar' goes through the link the app hands in (its router's), as every shell link does. */
export const ThroughTheAppRouter: Story = {
  args: { backHref: '/student/course/101' },
  render: (args) => (
    <RouterLinkProvider renderLink={renderMarkedLink}>
      <main aria-label="Conteúdo da página">
        <InterimPage {...args} />
      </main>
    </RouterLinkProvider>
  ),
  play: async ({ canvas }) => {
    const back = canvas.getByRole('link', { name: 'Voltar' });
    await expect(back).toHaveAttribute('data-router-link');
    await expect(back).toHaveAttribute('href', '/student/course/101');
  },
};
