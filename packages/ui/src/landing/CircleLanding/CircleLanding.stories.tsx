import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { LoginForm, type LoginFormProps } from '../../access/LoginPanel';
import type { NewCourse } from '../NewCoursesCarousel';
import { storyCourses, storyFaq, storyPoster } from '../../storybook/fixtures/landing';
import { expectHeadingOutline, waitForImages } from '../../storybook/helpers';
import { CircleLanding, type CircleLandingProps } from './CircleLanding';

type StoryProps = Omit<CircleLandingProps<NewCourse>, 'loginForm'> &
  Pick<LoginFormProps, 'onSubmit' | 'onForgotPasswordClick'>;

/**
 * The page as the app composes it (apps/student/src/routes/home/CircleLoginForm.tsx): the real
 * LoginForm, without a title or a sign-up button of its own, under the landing's 'Acesse' and
 * above its 'Cadastre-se'.
 */
function CircleLandingWithLoginForm({ onSubmit, onForgotPasswordClick, ...props }: StoryProps) {
  return (
    <CircleLanding
      {...props}
      loginForm={<LoginForm onSubmit={onSubmit} onForgotPasswordClick={onForgotPasswordClick} />}
    />
  );
}

/*
 * The circle landing always shows the circle footer; its tokens follow the toolbar, so the visual
 * test also shoots it in the circle colours.
 */
const meta = {
  title: 'Landing/CircleLanding',
  component: CircleLandingWithLoginForm,
  parameters: { layout: 'fullscreen' },
  args: {
    onSubmit: fn(),
    onForgotPasswordClick: fn(),
    onRegisterClick: fn(),
    newCourses: storyCourses,
    onCourseClick: fn(),
    faq: storyFaq,
    aboutVideo: { poster: storyPoster },
    year: 2026,
  },
} satisfies Meta<StoryProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['templates'],
  play: async ({ canvas, canvasElement, userEvent, step, args }) => {
    await waitForImages(canvasElement);
    await expectHeadingOutline(canvasElement);
    const access = canvas.getByRole('region', { name: 'Acesse' });
    await expect(within(access).getByRole('heading', { level: 2, name: 'Acesse' })).toBeVisible();
    // The form brings neither a heading nor a sign-up button of its own: one 'Acesse', one
    // 'Cadastre-se', and no 'Crie uma conta'.
    await expect(canvas.getAllByRole('heading', { name: 'Acesse' })).toHaveLength(1);
    await expect(canvas.getAllByRole('button', { name: 'Cadastre-se' })).toHaveLength(1);
    await expect(canvas.queryByRole('button', { name: 'Crie uma conta' })).toBeNull();
    await expect(canvas.queryByText('Crie uma conta')).toBeNull();

    await step('The form signs in with the CPF unmasked', async () => {
      const login = within(access).getByRole('textbox', { name: 'CPF ou e-mail' });
      await userEvent.type(login, '12345678909');
      await userEvent.type(within(access).getByLabelText('Senha'), 'decola2026');
      await expect(login).toHaveValue('123.456.789-09');
      await userEvent.click(within(access).getByRole('button', { name: 'Entrar' }));
      await expect(args.onSubmit).toHaveBeenCalledWith({
        login: '12345678909',
        password: 'decola2026',
      });
    });
    await step('Esqueci minha senha and Cadastre-se', async () => {
      await userEvent.click(within(access).getByRole('button', { name: 'Esqueci minha senha' }));
      await expect(args.onForgotPasswordClick).toHaveBeenCalledTimes(1);

      await userEvent.click(within(access).getByRole('button', { name: 'Cadastre-se' }));
      await expect(args.onRegisterClick).toHaveBeenCalledTimes(1);
    });

    await expect(canvas.getByRole('region', { name: 'NOVIDADES' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Perguntas frequentes' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'contato@circulodecola.dev' })).toBeVisible();
  },
};

export const WithoutNewCourses: Story = {
  args: { newCourses: [], faq: [], faqState: { status: 'error' } },
  play: async ({ canvas, canvasElement }) => {
    await waitForImages(canvasElement);
    await expect(canvas.queryByRole('region', { name: 'NOVIDADES' })).toBeNull();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Ocorreu um erro ao carregar as informações.',
    );
  },
};
