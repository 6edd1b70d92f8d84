import { PAGE_SIZES, routeHref } from '@decola/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { STORY_TODAY, coverImage, storyCourses } from '../../storybook/fixtures/courses';
import { storyPhoto } from '../../storybook/fixtures/learners';
import { expectHeadingOutline, waitForImages } from '../../storybook/helpers';
import { storyCourseContents } from '../../storybook/fixtures/viewer';
import type { CourseComment } from '../CommentList';
import { CourseActions } from './CourseActions';
import { CourseComments } from './CourseComments';
import { CourseContents } from './CourseContents';
import { CourseInstructors } from './CourseInstructors';
import { CoursePage, type CoursePageProps } from './CoursePage';
import { CourseRecommendations } from './CourseRecommendations';
import { IndicatedUsers } from './IndicatedUsers';
import type { CoursePageContent, CoursePageCourse } from './types';
import type { PanelState } from '../../primitives/PanelStatus';

const COURSE: CoursePageCourse = {
  ...storyCourses.heights,
  bannerURL: coverImage('#1e3a8a', '#60a5fa', 'NR-35: Trabalho em Altura'),
};

const contentsOf = storyCourseContents;

const comments: CourseComment[] = [
  {
    id: 1,
    userName: 'Carlos Eduardo Lima',
    userImage: storyPhoto,
    message: 'Conteúdo muito bem explicado. Já apliquei o checklist na minha equipe.',
    rating: 5,
    contentName: 'Introdução à NR-35',
    createAt: '2026-11-12T14:30:00',
  },
  {
    id: 2,
    userName: 'Fernanda Rocha',
    message: 'O áudio da segunda aula está baixo em alguns trechos.',
    rating: 3,
    contentName: 'Análise de risco',
    createAt: '2026-11-03T09:10:00',
  },
];

const ready: PanelState = { status: 'ready' };

type Scenario = {
  course: CoursePageCourse;
  enrolled?: boolean;
  contents?: CoursePageContent[];
  contentsState?: PanelState;
  comments?: CourseComment[];
  commentsState?: PanelState;
  commentPages?: number;
  panelsState?: PanelState;
  indicatedCount?: number;
  certificateHref?: string | null;
  onEnroll?: () => void;
  onLeave?: () => void;
  onFavoriteChange?: (favorite: boolean) => void;
  onCommentsPageChange?: (page: number) => void;
};

/** The page as the app composes it: actions and panels in their slots, enrolment kept here. */
function ComposedCoursePage({
  status,
  notFound,
  errorMessage,
  onRetry,
  scenario,
}: Pick<CoursePageProps, 'status' | 'notFound' | 'errorMessage' | 'onRetry'> & {
  scenario: Scenario;
}) {
  const { course } = scenario;
  const [enrolled, setEnrolled] = useState(scenario.enrolled ?? false);
  const [favorite, setFavorite] = useState(Boolean(course.isFavorite));
  const [page, setPage] = useState(1);
  const contents = scenario.contents ?? contentsOf([100, 40]);
  const enroll = async () => {
    scenario.onEnroll?.();
    setEnrolled(true);
  };
  const panels = scenario.panelsState ?? ready;
  return (
    <CoursePage
      status={status}
      notFound={notFound}
      errorMessage={errorMessage}
      onRetry={onRetry}
      course={course}
      today={STORY_TODAY}
      description={
        <p>
          Aprenda a planejar e executar trabalhos acima de dois metros com segurança, do checklist
          ao resgate.
        </p>
      }
      actions={
        <CourseActions
          enrolled={enrolled}
          blocked={Boolean(course.isBlocked)}
          enrolling={false}
          onEnroll={() => void enroll()}
          continueHref={routeHref({
            name: 'course_content',
            params: { course_id: String(course.id), content_id: '502' },
          })}
          onLeave={async () => {
            scenario.onLeave?.();
            setEnrolled(false);
          }}
          favorite={favorite}
          favoritePending={false}
          onFavoriteChange={async (next) => {
            scenario.onFavoriteChange?.(next);
            setFavorite(next);
          }}
          certificateHref={scenario.certificateHref}
          recommend={<Button size="lg">Indicar treinamento</Button>}
        />
      }
      contents={
        <CourseContents
          courseId={course.id}
          contents={contents}
          state={scenario.contentsState ?? panels}
          enrolled={enrolled}
          blocked={Boolean(course.isBlocked)}
          onEnroll={enroll}
          enrolling={false}
        />
      }
      comments={
        <CourseComments
          comments={scenario.comments ?? comments}
          state={scenario.commentsState ?? panels}
          page={page}
          pages={scenario.commentPages ?? 1}
          onPageChange={(next) => {
            scenario.onCommentsPageChange?.(next);
            setPage(next);
          }}
        />
      }
      instructors={
        <CourseInstructors
          instructors={[
            { id: 7, name: 'Ana Beatriz Souza', image: storyPhoto },
            { id: 9, name: 'Roberto Tavares' },
          ]}
          state={panels}
        />
      }
      indicated={<IndicatedUsers count={scenario.indicatedCount ?? 0} state={panels} />}
      recommendations={
        <CourseRecommendations
          courses={[storyCourses.leadership, storyCourses.excel, storyCourses.service]}
          state={panels}
          today={STORY_TODAY}
          onIntroVideoClick={fn()}
          onCommentsClick={fn()}
        />
      }
    />
  );
}

const meta = {
  title: 'Course/CoursePage',
  component: ComposedCoursePage,
  parameters: { layout: 'fullscreen' },
  args: { status: 'ready', scenario: { course: COURSE } },
} satisfies Meta<typeof ComposedCoursePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const actionsOf = (canvas: HTMLElement) =>
  within(within(canvas).getByRole('group', { name: 'Ações do curso' }));

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando curso…');
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};

export const Failed: Story = {
  args: { status: 'error', errorMessage: 'Erro de conexão.', onRetry: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Não foi possível carregar o curso.')).toBeVisible();
    await expect(canvas.getByText('Erro de conexão.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
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
    const hero = within(canvasElement.querySelector<HTMLElement>('[data-slot="course-hero"]')!);
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
    const contents = within(canvas.getByRole('region', { name: 'Conteúdos do curso' }));
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
    const contents = within(canvas.getByRole('region', { name: 'Conteúdos do curso' }));
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
    // Nothing wider than the screen.
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
    await expect(canvas.getByRole('region', { name: 'Recomendados para você' })).toBeVisible();
  },
};

export const FinishedWithCertificate: Story = {
  args: {
    scenario: {
      course: { ...storyCourses.excel, id: 103, haveCertification: true },
      enrolled: true,
      contents: contentsOf([100, 100, 100]),
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
    const hero = within(canvasElement.querySelector<HTMLElement>('[data-slot="course-hero"]')!);
    await expect(hero.queryByRole('button', { name: /Apresentação/ })).toBeNull();
    const contents = within(canvas.getByRole('region', { name: 'Conteúdos do curso' }));
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
  play: async ({ canvas, args }) => {
    const panel = within(canvas.getByRole('region', { name: 'Comentários' }));
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
  play: async ({ canvas }) => {
    const panel = within(canvas.getByRole('region', { name: 'Comentários' }));
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
  play: async ({ canvas, args }) => {
    const panel = within(canvas.getByRole('region', { name: 'Comentários' }));
    await expect(panel.getByText('Não foi possível carregar os comentários.')).toBeVisible();
    await userEvent.click(panel.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.scenario.commentsState?.onRetry).toHaveBeenCalledOnce();
    // The rest of the page still works.
    await expect(canvas.getByRole('link', { name: 'Continuar' })).toBeVisible();
    await expect(
      within(canvas.getByRole('region', { name: 'Conteúdos do curso' })).getAllByRole('link'),
    ).toHaveLength(3);
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
