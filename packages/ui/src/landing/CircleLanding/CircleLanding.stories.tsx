import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyCourses, storyFaq, storyPoster } from '../shared/storyFixtures';
import { expectHeadingOutline, waitForImages } from '../shared/storyHelpers';
import { CircleLanding } from './CircleLanding';

/** Stands in for the login form another component provides. */
function StoryLoginForm() {
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => event.preventDefault()}
      aria-label="Entrar no Decola"
    >
      <label className="flex flex-col gap-1 text-sm font-semibold text-ink">
        CPF ou e-mail
        <input
          name="login"
          autoComplete="username"
          className="h-10 rounded-control border border-line bg-surface px-3 font-normal"
        />
      </label>
      <label className="flex flex-col gap-1 text-sm font-semibold text-ink">
        Senha
        <input
          name="password"
          type="password"
          autoComplete="current-password"
          className="h-10 rounded-control border border-line bg-surface px-3 font-normal"
        />
      </label>
      <button
        type="submit"
        className="h-10 rounded-control bg-primary font-semibold text-on-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
      >
        Entrar
      </button>
    </form>
  );
}

/*
 * The circle landing always shows the circle footer; its tokens follow the toolbar, so the visual
 * test also shoots it in the circle colours.
 */
const meta = {
  title: 'Landing/CircleLanding',
  component: CircleLanding,
  tags: ['templates'],
  parameters: { layout: 'fullscreen' },
  args: {
    loginForm: <StoryLoginForm />,
    onRegisterClick: fn(),
    newCourses: storyCourses,
    onCourseClick: fn(),
    faq: { status: 'ready', items: storyFaq },
    aboutVideo: { poster: storyPoster },
    year: 2026,
  },
} satisfies Meta<typeof CircleLanding>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await waitForImages(canvasElement);
    const canvas = within(canvasElement);
    await expectHeadingOutline(canvasElement);
    const access = canvas.getByRole('region', { name: 'Acesse' });
    await expect(within(access).getByRole('heading', { level: 2, name: 'Acesse' })).toBeVisible();
    // The login form slot renders under the 'Acesse' heading.
    await expect(within(access).getByRole('textbox', { name: 'CPF ou e-mail' })).toBeVisible();

    await userEvent.click(within(access).getByRole('button', { name: 'Cadastre-se' }));
    await expect(args.onRegisterClick).toHaveBeenCalledTimes(1);

    await expect(canvas.getByRole('region', { name: 'NOVIDADES' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Perguntas frequentes' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'contato@circulodecola.dev' })).toBeVisible();
  },
};

export const WithoutNewCourses: Story = {
  args: { newCourses: [], faq: { status: 'error' } },
  play: async ({ canvasElement }) => {
    await waitForImages(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region', { name: 'NOVIDADES' })).toBeNull();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Ocorreu um erro ao carregar as informações.',
    );
  },
};
