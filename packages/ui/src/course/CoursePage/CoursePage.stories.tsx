import { PAGE_SIZES } from '@decola/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  ComposedCoursePage,
  actionsOf,
  commentsOf,
  contentsOf,
  heroOf,
  storyCoursePageCourse as COURSE,
} from '../../storybook/coursePage';
import { storyCourses } from '../../storybook/fixtures/courses';
import { storyCourseContents } from '../../storybook/fixtures/viewer';
import { expectHeadingOutline, expectNoSideScroll, waitForImages } from '../../storybook/helpers';

const meta = {
  title: 'Course/CoursePage',
  component: ComposedCoursePage,
  parameters: { layout: 'fullscreen' },
  args: { state: { status: 'ready' }, scenario: { course: COURSE } },
} satisfies Meta<typeof ComposedCoursePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando curso…');
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};

export const Failed: Story = {
  args: { state: { status: 'error', errorMessage: 'Erro de conexão.', onRetry: fn() } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Não foi possível carregar o curso.')).toBeVisible();
    await expect(canvas.getByText('Erro de conexão.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.state.onRetry).toHaveBeenCalledOnce();
  },
};

export const NotEnrolled: Story = {
  args: { scenario: { course: COURSE, enrolled: false, onEnroll: fn() } },
  play: async ({ canvas, canvasElement, args }) => {
    await waitForImages(canvasElement);
    await expectHeadingOutline(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'NR-35: Trabalho em Altura na Prática' }),
    ).toBeVisible();
    // spec 2 §2: new by its release window, one decimal of rating, duration as hh:mm:ss.
    const hero = heroOf(canvasElement);
    await expect(hero.getByText('Novo')).toBeVisible();
    await expect(hero.getByText('4,8')).toBeVisible();
    await expect(hero.getByText('01:30:00')).toBeVisible();
    await expect(
      within(hero.getByRole('list', { name: 'Destaques do curso' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Com certificado', 'Rende decoins', 'Com comentários']);
    await expect(hero.queryByRole('progressbar')).toBeNull();

    const actions = actionsOf(canvasElement);
    await expect(actions.queryByRole('link', { name: 'Continuar' })).toBeNull();
    await expect(actions.queryByRole('button', { name: 'Sair do curso' })).toBeNull();

    // A released content asks to enrol first; a blocked one is not even a button.
    const contents = contentsOf(canvasElement);
    await expect(contents.queryAllByRole('link')).toHaveLength(0);
    await expect(
      contents.queryByRole('button', { name: 'Podcast: histórias do canteiro' }),
    ).toBeNull();
    await userEvent.click(contents.getByRole('button', { name: 'Análise de risco' }));
    const dialog = await screen.findByRole('dialog', { name: 'Matricule-se para acessar' });
    await expect(dialog).toHaveAccessibleDescription(
      'Para abrir “Análise de risco”, matricule-se neste curso. Seu progresso fica salvo a partir daí.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Matricular-se' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.scenario.onEnroll).toHaveBeenCalledOnce();
    await expect(contents.getByRole('link', { name: 'Análise de risco' })).toHaveAttribute(
      'href',
      '/student/course/101/content/502',
    );
    await expect(actions.getByRole('link', { name: 'Continuar' })).toBeVisible();
  },
};

export const EnrolledInProgress: Story = {
  args: {
    scenario: {
      course: { ...storyCourses.leadership, id: 102, isFavorite: false },
      enrolled: true,
      indicatedCount: 2,
      onLeave: fn(),
    },
  },
  play: async ({ canvas, canvasElement, args }) => {
    await waitForImages(canvasElement);
    await expect(canvas.getAllByText('Em andamento')[0]).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Progresso no curso' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    const actions = actionsOf(canvasElement);
    await expect(actions.getByRole('link', { name: 'Continuar' })).toHaveAttribute(
      'href',
      '/student/course/102/content/502',
    );
    await expect(actions.queryByRole('button', { name: 'Matricular-se' })).toBeNull();
    // Only released and unblocked contents open; each says its kind and state.
    const contents = contentsOf(canvasElement);
    await expect(contents.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Introdução à NR-35',
      'Análise de risco',
      'Sistemas de proteção contra quedas',
    ]);
    await expect(contents.getByText('Conclua o conteúdo anterior')).toBeVisible();
    await expect(contents.getByText('Ainda não liberado')).toBeVisible();
    await expect(contents.getByText('Áudio')).toBeVisible();
    await expect(
      contents.getByRole('progressbar', { name: 'Progresso de Análise de risco' }),
    ).toHaveAttribute('aria-valuenow', '40');
    await expect(canvas.getByText('Você já indicou este treinamento a 2 colegas.')).toBeVisible();
    // Instructors link to their page with the name and photo in the query.
    await expect(canvas.getByRole('link', { name: 'Roberto Tavares' })).toHaveAttribute(
      'href',
      '/student/details-courses-instructors/9?name=Roberto%20Tavares',
    );

    // Leaving asks first; cancel keeps the course.
    await userEvent.click(actions.getByRole('button', { name: 'Sair do curso' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Deseja realmente sair do curso?',
    });
    await expect(within(confirm).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sair do curso' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.scenario.onLeave).toHaveBeenCalledOnce();
    await expect(actions.getByRole('button', { name: 'Matricular-se' })).toBeVisible();
  },
};

const certificate = '/student/demo/certificates/curso-103.pdf';

/** On a phone the panels stack under the course and the actions wrap. */
export const EnrolledOnAPhone: Story = {
  globals: { viewport: { value: 'mobile1' } },
  args: { scenario: { course: COURSE, enrolled: true } },
  play: async ({ canvas, canvasElement }) => {
    await waitForImages(canvasElement);
    const actions = actionsOf(canvasElement);
    await expect(actions.getByRole('link', { name: 'Continuar' })).toBeVisible();
    await expect(actions.getByRole('button', { name: 'Sair do curso' })).toBeVisible();
    await expectNoSideScroll(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Recomendados para você' })).toBeVisible();
  },
};

export const FinishedWithCertificate: Story = {
  args: {
    scenario: {
      course: { ...storyCourses.excel, id: 103, haveCertification: true },
      enrolled: true,
      contents: storyCourseContents([100, 100, 100]),
      certificateHref: certificate,
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await waitForImages(canvasElement);
    await expect(canvas.getAllByText('Concluído')[0]).toBeVisible();
    const link = actionsOf(canvasElement).getByRole('link', { name: /Ver certificado/ });
    await expect(link).toHaveAttribute('href', certificate);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const Blocked: Story = {
  args: {
    scenario: {
      course: { ...COURSE, isBlocked: true, releaseStartDate: null, releaseEndDate: null },
      enrolled: true,
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await waitForImages(canvasElement);
    await expect(canvas.getByText(/Este curso está bloqueado para você no momento/)).toBeVisible();
    const actions = actionsOf(canvasElement);
    // Nothing opens it: no enrol, continue, contents, intro video nor certificate.
    await expect(actions.queryByRole('link')).toBeNull();
    await expect(actions.queryByRole('button', { name: 'Matricular-se' })).toBeNull();
    await expect(heroOf(canvasElement).queryByRole('button', { name: /Apresentação/ })).toBeNull();
    const contents = contentsOf(canvasElement);
    await expect(contents.queryAllByRole('link')).toHaveLength(0);
    await expect(contents.queryAllByRole('button')).toHaveLength(0);
    await expect(canvas.queryByRole('region', { name: 'Comentários' })).toBeNull();
  },
};

export const FavouriteOff: Story = {
  args: { scenario: { course: COURSE, enrolled: true, onFavoriteChange: fn() } },
  play: async ({ canvasElement, args }) => {
    const actions = actionsOf(canvasElement);
    const heart = actions.getByRole('button', { name: 'Favoritar curso' });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    await expect(actions.getByRole('status')).toHaveTextContent('Curso adicionado aos favoritos.');
    await userEvent.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    await expect(actions.getByRole('status')).toHaveTextContent('Curso removido dos favoritos.');
    await expect(args.scenario.onFavoriteChange).toHaveBeenNthCalledWith(1, true);
    await expect(args.scenario.onFavoriteChange).toHaveBeenNthCalledWith(2, false);
    heart.blur();
  },
};

export const FavouriteOn: Story = {
  args: { scenario: { course: { ...COURSE, isFavorite: true }, enrolled: true } },
  play: async ({ canvasElement }) => {
    await waitForImages(canvasElement);
    await expect(
      actionsOf(canvasElement).getByRole('button', { name: 'Favoritar curso' }),
    ).toHaveAttribute('aria-pressed', 'true');
  },
};

export const CommentsPaged: Story = {
  args: {
    scenario: { course: COURSE, enrolled: true, commentPages: 3, onCommentsPageChange: fn() },
  },
  play: async ({ canvasElement, args }) => {
    const panel = commentsOf(canvasElement);
    await expect(panel.getAllByRole('article')).toHaveLength(2);
    await expect(panel.getByRole('img', { name: '3 de 5 estrelas' })).toBeVisible();
    const pages = within(panel.getByRole('navigation', { name: 'Páginas de comentários' }));
    await userEvent.click(pages.getByRole('button', { name: '2' }));
    await expect(args.scenario.onCommentsPageChange).toHaveBeenCalledWith(2);
    await expect(PAGE_SIZES.comments).toBe(15);
  },
};

export const CommentsEmpty: Story = {
  args: { scenario: { course: COURSE, enrolled: true, comments: [] } },
  play: async ({ canvasElement }) => {
    const panel = commentsOf(canvasElement);
    await expect(panel.getByText('Não há nenhum comentário por aqui')).toBeVisible();
  },
};

export const CommentsError: Story = {
  args: {
    scenario: {
      course: COURSE,
      enrolled: true,
      commentsState: {
        status: 'error',
        errorMessage: 'Ocorreu um erro inesperado.',
        onRetry: fn(),
      },
    },
  },
  play: async ({ canvas, canvasElement, args }) => {
    const panel = commentsOf(canvasElement);
    await expect(panel.getByText('Não foi possível carregar os comentários.')).toBeVisible();
    await userEvent.click(panel.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.scenario.commentsState?.onRetry).toHaveBeenCalledOnce();
    // The rest of the page still works.
    await expect(canvas.getByRole('link', { name: 'Continuar' })).toBeVisible();
    await expect(contentsOf(canvasElement).getAllByRole('link')).toHaveLength(3);
  },
};

export const PanelsLoading: Story = {
  args: { scenario: { course: COURSE, enrolled: true, panelsState: { status: 'loading' } } },
  play: async ({ canvas }) => {
    for (const name of ['Conteúdos do curso', 'Instrutores', 'Recomendados para você']) {
      await expect(canvas.getByRole('region', { name })).toHaveAttribute('aria-busy', 'true');
    }
  },
};

export const NotFound: Story = {
  args: { notFound: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Página não encontrada' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute(
      'href',
      '/student/dashboard',
    );
  },
};
