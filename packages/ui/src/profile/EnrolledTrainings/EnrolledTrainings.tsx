import { LIMITS, type DateInput } from '@decola/domain';
import { CourseCardGrid } from '../../course/CourseCardGrid';
import type { CourseCardCourse } from '../../course/CourseCard';
import { cn } from '../../lib/cn';
import { DebouncedSearch } from '../../primitives/DebouncedSearch';
import { ONE_PAGE, PagedList } from '../../primitives/PagedList';
import type { AsyncState } from '../../lib/asyncState';
import { PROFILE_TEXT } from '../shared/profileText';

const TEXT = PROFILE_TEXT.enrolled;

export type EnrolledTrainingsProps<C extends CourseCardCourse> = AsyncState & {
  /** `courses/enrolled` for the search (the call is not paged). */
  courses: readonly C[];
  /** The query's `search`. */
  search: string;
  /** 500 ms after the last key; '' clears the search. */
  onSearch: (term: string) => void;
  /** Today, for each card's 'Novo' flag. */
  today: DateInput;
  onIntroVideoClick?: (course: C) => void;
  onCommentsClick?: (course: C) => void;
  className?: string;
};

/** Profile `courses`: the trainings the learner is enrolled in, searched by text. */
export function EnrolledTrainings<C extends CourseCardCourse>({
  courses,
  search,
  onSearch,
  today,
  onIntroVideoClick,
  onCommentsClick,
  className,
  ...list
}: EnrolledTrainingsProps<C>) {
  return (
    <div data-slot="enrolled-trainings" className={cn('flex flex-col gap-4', className)}>
      <h2 className="text-xl font-bold text-ink sm:text-2xl">{TEXT.title}</h2>
      <DebouncedSearch
        label={TEXT.search}
        value={search}
        onSearch={onSearch}
        maxLength={LIMITS.searchMaxLength}
        className="max-w-xl"
      />
      <PagedList {...list} {...ONE_PAGE} label={TEXT.list} isEmpty={courses.length === 0}>
        <CourseCardGrid
          courses={courses}
          today={today}
          onIntroVideoClick={onIntroVideoClick}
          onCommentsClick={onCommentsClick}
        />
      </PagedList>
    </div>
  );
}
