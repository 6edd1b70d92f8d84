// The course page's stories: the page composed as the app composes it, its data, and the parts
// their plays look into.
import { routeHref } from '@decola/domain';
import { useState } from 'react';
import { fn, within } from 'storybook/test';
import type { CourseComment } from '../course/CommentList';
import {
  CourseActions,
  CourseComments,
  CourseContents,
  CourseInstructors,
  CoursePage,
  CourseRecommendations,
  IndicatedUsers,
  type CoursePageContent,
  type CoursePageCourse,
  type CoursePageProps,
} from '../course/CoursePage';
import { Button } from '../primitives/Button';
import type { AsyncState } from '../lib/asyncState';
import { STORY_TODAY, coverImage, storyCourses } from './fixtures/courses';
import { storyPhoto } from './fixtures/learners';
import { storyCourseContents, viewerInstructors } from './fixtures/viewer';

/** The course most stories show, with its banner. */
export const storyCoursePageCourse: CoursePageCourse = {
  ...storyCourses.heights,
  bannerURL: coverImage('#1e3a8a', '#60a5fa', 'NR-35: Trabalho em Altura'),
};

const storyComments: CourseComment[] = [
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

const ready: AsyncState = { status: 'ready' };

/** What a story sets of the page; what it leaves out takes the default of ComposedCoursePage. */
export type CoursePageScenario = {
  course: CoursePageCourse;
  enrolled?: boolean;
  contents?: CoursePageContent[];
  contentsState?: AsyncState;
  comments?: CourseComment[];
  commentsState?: AsyncState;
  commentPages?: number;
  /** The state of every panel that has no state of its own here. */
  panelsState?: AsyncState;
  indicatedCount?: number;
  certificateHref?: string | null;
  onEnroll?: () => void;
  onLeave?: () => void;
  onFavoriteChange?: (favorite: boolean) => void;
  onCommentsPageChange?: (page: number) => void;
};

/** The page as the app composes it: actions and panels in their slots, enrolment kept here. */
export function ComposedCoursePage({
  state,
  notFound,
  scenario,
}: Pick<CoursePageProps, 'state' | 'notFound'> & {
  scenario: CoursePageScenario;
}) {
  const { course } = scenario;
  const [enrolled, setEnrolled] = useState(scenario.enrolled ?? false);
  const [favorite, setFavorite] = useState(Boolean(course.isFavorite));
  const [page, setPage] = useState(1);
  const contents = scenario.contents ?? storyCourseContents([100, 40]);
  const enroll = async () => {
    scenario.onEnroll?.();
    setEnrolled(true);
  };
  const panels = scenario.panelsState ?? ready;
  return (
    <CoursePage
      state={state}
      notFound={notFound}
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
          comments={scenario.comments ?? storyComments}
          state={scenario.commentsState ?? panels}
          page={page}
          pages={scenario.commentPages ?? 1}
          onPageChange={(next) => {
            scenario.onCommentsPageChange?.(next);
            setPage(next);
          }}
        />
      }
      instructors={<CourseInstructors instructors={viewerInstructors} state={panels} />}
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

/** The enrol, continue, leave, favourite and certificate buttons. */
export const actionsOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('group', { name: 'Ações do curso' }));

/** The banner with the course's title, badges and highlights. */
export const heroOf = (canvasElement: HTMLElement) =>
  within(canvasElement.querySelector<HTMLElement>('[data-slot="course-hero"]')!);

/** The panel that lists the course's contents. */
export const contentsOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Conteúdos do curso' }));

/** The learners' comments panel. */
export const commentsOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Comentários' }));
