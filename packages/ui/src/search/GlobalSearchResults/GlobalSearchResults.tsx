import type { DateInput } from '@decola/domain';
import { useEffect, useRef } from 'react';
import { CourseCard, type CourseCardCourse } from '../../course/CourseCard';
import { cn } from '../../lib/cn';
import { shownStatus, type AsyncState } from '../../lib/asyncState';
import { Pagination } from '../../primitives/Pagination';
import {
  CourseTrackResult,
  InstructorResult,
  SchoolResult,
  type GlobalSearchCourseTrack,
  type GlobalSearchInstructor,
  type GlobalSearchSchool,
} from '../../cards/EntityCards';
import { SearchGroup } from './SearchGroup';

export type GlobalSearchGroup = 'courses' | 'schools' | 'courseTracks' | 'instructors';

export const GLOBAL_SEARCH_TEXT = {
  title: (search: string) => `Resultados para “${search}”`,
  titleWithoutSearch: 'Resultados da pesquisa',
  nothingFound: 'Nenhum resultado encontrado',
  nothingFoundHint: (search: string) =>
    `Não encontramos cursos, escolas, trilhas ou instrutores para “${search}”. Confira a grafia ou tente outras palavras.`,
  coursesPagination: 'Páginas de cursos',
  groups: {
    courses: {
      title: 'Cursos',
      loading: 'Carregando cursos…',
      error: 'Não foi possível carregar os cursos.',
      empty: 'Nenhum curso encontrado.',
    },
    schools: {
      title: 'Escolas',
      loading: 'Carregando escolas…',
      error: 'Não foi possível carregar as escolas.',
      empty: 'Nenhuma escola encontrada.',
    },
    courseTracks: {
      title: 'Trilhas',
      loading: 'Carregando trilhas…',
      error: 'Não foi possível carregar as trilhas.',
      empty: 'Nenhuma trilha encontrada.',
    },
    instructors: {
      title: 'Instrutores',
      loading: 'Carregando instrutores…',
      error: 'Não foi possível carregar os instrutores.',
      empty: 'Nenhum instrutor encontrado.',
    },
  },
} as const;

export type GlobalSearchResultsProps<C extends CourseCardCourse> = {
  /** The searched text (the query's `search`). */
  search: string;
  /** One page of courses (20 a page). */
  courses: readonly C[];
  /** The courses' page, from 1 (the query's `page`). */
  coursesPage: number;
  coursesTotalPages: number;
  /** Another page of courses: the app sets the query's `page` and loads it. */
  onCoursesPageChange: (page: number) => void;
  schools: readonly GlobalSearchSchool[];
  courseTracks: readonly GlobalSearchCourseTrack[];
  instructors: readonly GlobalSearchInstructor[];
  /**
   * Each group loads, fails and retries on its own: the app's message of a failure shows under the
   * group's own sentence, with 'Tentar novamente'.
   */
  coursesState: AsyncState;
  schoolsState: AsyncState;
  courseTracksState: AsyncState;
  instructorsState: AsyncState;
  /** Today, for the course cards' 'Novo' flag. */
  today: DateInput;
  className?: string;
};

const GRID_CLASS = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

/** A blank search lists courses only. */
export function GlobalSearchResults<C extends CourseCardCourse>({
  search,
  courses,
  coursesPage,
  coursesTotalPages,
  onCoursesPageChange,
  schools,
  courseTracks,
  instructors,
  coursesState,
  schoolsState,
  courseTracksState,
  instructorsState,
  today,
  className,
}: GlobalSearchResultsProps<C>) {
  const term = search.trim();
  const coursesRef = useRef<HTMLElement>(null);
  const shownPage = useRef(coursesPage);

  // A new page of courses starts at the group's heading, not at the pagination below the grid.
  useEffect(() => {
    if (shownPage.current === coursesPage) return;
    shownPage.current = coursesPage;
    coursesRef.current?.scrollIntoView?.({ block: 'start' });
  }, [coursesPage]);

  const lists = { courses, schools, courseTracks, instructors };
  const states: Record<GlobalSearchGroup, AsyncState> = {
    courses: coursesState,
    schools: schoolsState,
    courseTracks: courseTracksState,
    instructors: instructorsState,
  };
  const groups: GlobalSearchGroup[] = term
    ? ['courses', 'schools', 'courseTracks', 'instructors']
    : ['courses'];
  const nothingFound = groups.every(
    (group) => states[group].status === 'ready' && lists[group].length === 0,
  );

  const groupProps = (group: GlobalSearchGroup) => ({
    title: GLOBAL_SEARCH_TEXT.groups[group].title,
    texts: GLOBAL_SEARCH_TEXT.groups[group],
    state: states[group],
    empty: lists[group].length === 0,
    slot: `search-${group}`,
  });

  return (
    <div
      data-slot="global-search-results"
      className={cn(
        'mx-auto flex w-full max-w-7xl flex-col gap-10 px-gutter py-section',
        className,
      )}
    >
      <h1 className="text-2xl font-bold break-words text-ink sm:text-3xl">
        {term ? GLOBAL_SEARCH_TEXT.title(term) : GLOBAL_SEARCH_TEXT.titleWithoutSearch}
      </h1>

      {nothingFound ? (
        <div
          data-slot="search-nothing-found"
          className="flex flex-col items-center gap-2 rounded-card bg-surface px-6 py-12 text-center shadow-sm"
        >
          <h2 className="text-xl font-bold text-ink">{GLOBAL_SEARCH_TEXT.nothingFound}</h2>
          {term && <p className="text-ink-muted">{GLOBAL_SEARCH_TEXT.nothingFoundHint(term)}</p>}
        </div>
      ) : (
        <>
          <SearchGroup
            {...groupProps('courses')}
            ref={coursesRef}
            // Kept while another page loads, so the focused page button stays where it was.
            footer={
              shownStatus(coursesState) !== 'error' && (
                <Pagination
                  page={coursesPage}
                  pages={coursesTotalPages}
                  onPageChange={onCoursesPageChange}
                  label={GLOBAL_SEARCH_TEXT.coursesPagination}
                />
              )
            }
          >
            <ul className={GRID_CLASS}>
              {courses.map((course) => (
                <li key={course.id}>
                  <CourseCard course={course} today={today} />
                </li>
              ))}
            </ul>
          </SearchGroup>
          {term && (
            <>
              <SearchGroup {...groupProps('schools')}>
                <ul className={GRID_CLASS}>
                  {schools.map((school) => (
                    <li key={school.id}>
                      <SchoolResult school={school} />
                    </li>
                  ))}
                </ul>
              </SearchGroup>
              <SearchGroup {...groupProps('courseTracks')}>
                <ul className={GRID_CLASS}>
                  {courseTracks.map((track) => (
                    <li key={track.id}>
                      <CourseTrackResult track={track} />
                    </li>
                  ))}
                </ul>
              </SearchGroup>
              <SearchGroup {...groupProps('instructors')}>
                <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
                  {instructors.map((instructor) => (
                    <li key={instructor.id}>
                      <InstructorResult instructor={instructor} />
                    </li>
                  ))}
                </ul>
              </SearchGroup>
            </>
          )}
        </>
      )}
    </div>
  );
}
