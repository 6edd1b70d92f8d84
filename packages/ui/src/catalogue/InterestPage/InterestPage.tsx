import { COURSE_STATUS_FILTERS, type CourseStatusFilter, type DateInput } from '@decola/domain';
import { CourseCardGrid } from '../../course/CourseCardGrid';
import type { CourseCardCourse } from '../../course/CourseCard';
import { cn } from '../../lib/cn';
import type { LoadStatus } from '../../lib/status';
import { PagedList } from '../../primitives/PagedList';
import { LIST_PAGE_CLASS } from '../shared/listPage';
import { ListToolbar } from '../shared/ListToolbar';
import { ListHeading } from '../shared/ListHeading';
import { COURSE_STATUS_FILTER_LABELS, INTEREST_PAGE_TEXT as TEXT } from './interestPageText';

const STATUS_OPTIONS = COURSE_STATUS_FILTERS.map((value) => ({
  value,
  label: COURSE_STATUS_FILTER_LABELS[value],
}));

export type InterestPageProps<C extends CourseCardCourse> = {
  /** The interest's title (the route's `title` query). */
  title?: string | null;
  /** One page of the interest's trainings (20 a page). */
  courses: readonly C[];
  /** How many trainings match, on every page. */
  total: number;
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
  /** The query's `search`. */
  search: string;
  /** 500 ms after the last key. */
  onSearch: (term: string) => void;
  /** The query's `status`: the learner's situation in the course; every one when empty. */
  courseStatus?: CourseStatusFilter | null;
  onCourseStatusChange: (status: CourseStatusFilter | null) => void;
  status: LoadStatus;
  errorMessage?: string | null;
  onRetry?: () => void;
  retrying?: boolean;
  /** Today, for the course cards' 'Novo' flag. */
  today: DateInput;
  onIntroVideoClick?: (course: C) => void;
  onCommentsClick?: (course: C) => void;
  className?: string;
};

/** Route `interest`: the trainings of one interest, searched and filtered. */
export function InterestPage<C extends CourseCardCourse>({
  title,
  courses,
  total,
  page,
  pages,
  onPageChange,
  search,
  onSearch,
  courseStatus,
  onCourseStatusChange,
  status,
  errorMessage,
  onRetry,
  retrying,
  today,
  onIntroVideoClick,
  onCommentsClick,
  className,
}: InterestPageProps<C>) {
  const heading = title?.trim() || TEXT.fallbackTitle;
  return (
    <div data-slot="interest-page" className={cn(LIST_PAGE_CLASS, className)}>
      <ListHeading
        title={heading}
        level={1}
        total={status === 'ready' ? total : null}
        countAs="h2"
      />
      <ListToolbar
        searchLabel={TEXT.search}
        search={search}
        onSearch={onSearch}
        filterLabel={TEXT.status}
        filterAll={TEXT.allStatuses}
        filterOptions={STATUS_OPTIONS}
        filterValue={courseStatus}
        onFilterChange={onCourseStatusChange}
      />
      <PagedList
        label={TEXT.list(heading)}
        status={status}
        isEmpty={courses.length === 0}
        errorMessage={errorMessage}
        onRetry={onRetry}
        retrying={retrying}
        page={page}
        pages={pages}
        onPageChange={onPageChange}
      >
        <CourseCardGrid
          className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
          courses={courses}
          today={today}
          onIntroVideoClick={onIntroVideoClick}
          onCommentsClick={onCommentsClick}
        />
      </PagedList>
    </div>
  );
}
