import { templateConfig } from '@decola/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { storyCourses, storyFaq, storyPoster } from '../../storybook/fixtures/landing';
import { expectHeadingOutline, templateOf, waitForImages } from '../../storybook/helpers';
import { LandingPage } from './LandingPage';

const meta = {
  title: 'Landing/LandingPage',
  component: LandingPage,
  parameters: { layout: 'fullscreen' },
  args: {
    template: 'default',
    newCourses: storyCourses,
    faq: storyFaq,
    onLoginClick: fn(),
    onCourseClick: fn(),
    aboutVideo: { poster: storyPoster },
    year: 2026,
  },
  argTypes: { template: { control: false } },
  render: (args, { globals }) => <LandingPage {...args} template={templateOf(globals)} />,
} satisfies Meta<typeof LandingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['templates'],
  play: async ({ canvas, canvasElement, userEvent, step, args, globals }) => {
    await waitForImages(canvasElement);
    const { platformName } = templateConfig(templateOf(globals));

    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: `Aprenda, cresça e decole com o ${platformName}`,
      }),
    ).toBeVisible();
    await expectHeadingOutline(canvasElement);

    for (const name of [
      'NOVIDADES',
      `Sobre o ${platformName}`,
      'Nossos objetivos',
      'Nossas escolas',
      'Perguntas frequentes',
      'Missão, visão e valores',
      'Quem apoia',
      'Para colaboradores, é gratuito',
    ]) {
      await expect(canvas.getByRole('region', { name })).toBeInTheDocument();
    }

    await step("Entrar and a new course's card", async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
      await expect(args.onLoginClick).toHaveBeenCalledTimes(1);

      await userEvent.click(
        canvas.getByRole('button', { name: 'Liderança Situacional na Prática' }),
      );
      await expect(args.onCourseClick).toHaveBeenCalledWith(storyCourses[1]);
    });
    await expect(
      canvas.getByText(`© 2026 ${platformName}. Todos os direitos reservados.`),
    ).toBeInTheDocument();
  },
};

export const WithoutNewCourses: Story = {
  args: { newCourses: [] },
  play: async ({ canvas, canvasElement }) => {
    await waitForImages(canvasElement);
    // spec 1 §1: NOVIDADES appears only when there are new courses.
    await expect(canvas.queryByRole('region', { name: 'NOVIDADES' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'NOVIDADES' })).toBeNull();
    await expectHeadingOutline(canvasElement);
  },
};

export const NewCoursesLoading: Story = {
  args: { newCourses: [], newCoursesStatus: 'loading', faq: [], faqState: { status: 'loading' } },
  play: async ({ canvas, canvasElement }) => {
    await waitForImages(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'NOVIDADES' })).toBeVisible();
    await expect(canvas.getByText('Carregando os cursos mais recentes…')).toBeInTheDocument();
    await expect(canvas.getByText('Carregando as perguntas frequentes…')).toBeInTheDocument();
  },
};

export const FaqError: Story = {
  args: { faq: [], faqState: { status: 'error', onRetry: fn() } },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await waitForImages(canvasElement);
    const faq = canvas.getByRole('region', { name: 'Perguntas frequentes' });
    await expect(within(faq).getByRole('alert')).toHaveTextContent(
      'Ocorreu um erro ao carregar as informações.',
    );
    await userEvent.click(within(faq).getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.faqState?.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const WithLoginPanel: Story = {
  args: {
    loginPanel: (
      <section
        aria-labelledby="story-login-panel"
        className="flex flex-col gap-2 rounded-card border border-line bg-surface p-6 shadow-sm"
      >
        <h2 id="story-login-panel" className="text-xl font-bold text-ink">
          Painel de login
        </h2>
        <p className="text-ink-muted">O painel de login, construído à parte, aparece aqui.</p>
      </section>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await waitForImages(canvasElement);
    const banner = canvas.getByRole('banner');
    await expect(within(banner).getByRole('region', { name: 'Painel de login' })).toBeVisible();
    await expectHeadingOutline(canvasElement);
  },
};
