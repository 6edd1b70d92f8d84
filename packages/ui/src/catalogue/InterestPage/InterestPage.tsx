import { COURSE_STATUS_FILTERS, type CourseStatusFilter, type DateInput } from '@decola/domain';
import { CourseCardGrid } from '../../course/CourseCardGrid';
import type { CourseCardCourse } from '../../course/CourseCard';
import { cn } from '../../lib/cn';
import { PagedList, type PagedListState } from '../../primitives/PagedList';
import { LIST_PAGE_CLASS } from '../shared/listPage';
import { ListToolbar } from '../shared/ListToolbar';
import { ListHeading } from '../shared/ListHeading';
import { COURSE_STATUS_FILTER_LABELS, INTEREST_PAGE_TEXT as TEXT } from './interestPageText';

const STATUS_OPTIONS = COURSE_STATUS_FILTERS.map((value) => ({
  value,
  label: COURSE_STATUS_FILTER_LABELS[value],
}));

export type InterestPageProps<C extends CourseCardCourse> = PagedListState & {
  /** The interest's title (the route's `title` query). */
  title?: string | null;
  /** One page of the interest's trainings (20 a page). */
  courses: readonly C[];
  /** How many trainings match, on every page. */
  total: number;
  /** The query's `search`. */
  search: string;
  /** 500 ms after the last key. */
  onSearch: (term: string) => void;
  /** The query's `status`: the learner's situation in the course; every one when empty. */
  courseStatus?: CourseStatusFilter | null;
  onCourseStatusChange: (status: CourseStatusFilter | null) => void;
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
  search,
  onSearch,
  courseStatus,
  onCourseStatusChange,
  today,
  onIntroVideoClick,
  onCommentsClick,
  className,
  ...list
}: InterestPageProps<C>) {
  const heading = title?.trim() || TEXT.fallbackTitle;
  return (
    <div data-slot="interest-page" className={cn(LIST_PAGE_CLASS, className)}>
      <ListHeading
        title={heading}
        level={1}
        total={list.status === 'ready' ? total : null}
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
      <PagedList {...list} label={TEXT.list(heading)} isEmpty={courses.length === 0}>
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
