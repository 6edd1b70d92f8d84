import type { DateInput } from '@decola/domain';
import { useId } from 'react';
import { CourseCardGrid } from '../../course/CourseCardGrid';
import type { CourseCardCourse } from '../../course/CourseCard';
import { CatalogueSkeleton } from '../../dashboard/Catalogue/CatalogueSkeleton';
import type { LoadStatus } from '../../lib/status';
import { PagedList } from '../../primitives/PagedList';
import { SECTION_TITLE_CLASS } from './sectionTitle';

export type CourseGridPanelProps<C extends CourseCardCourse> = {
  /** The page of courses. */
  courses: readonly C[];
  status: LoadStatus;
  errorMessage?: string | null;
  onRetry?: () => void;
  retrying?: boolean;
  /** The URL's page, from 1. */
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
  /** Today, for each card's 'Novo' flag (domain `isNewCourse`). */
  today: DateInput;
  onIntroVideoClick?: (course: C) => void;
  onCommentsClick?: (course: C) => void;
};

type Props<C extends CourseCardCourse> = CourseGridPanelProps<C> & {
  title: string;
  slot: string;
};

/** A page of course cards under its h2, as the catalogue draws them. */
export function CourseGridPanel<C extends CourseCardCourse>({
  title,
  slot,
  courses,
  status,
  errorMessage,
  onRetry,
  retrying,
  page,
  pages,
  onPageChange,
  today,
  onIntroVideoClick,
  onCommentsClick,
}: Props<C>) {
  const titleId = useId();
  return (
    <div data-slot={slot} className="flex flex-col gap-4">
      <h2 id={titleId} className={SECTION_TITLE_CLASS}>
        {title}
      </h2>
      <PagedList
        label={title}
        status={status}
        isEmpty={courses.length === 0}
        errorMessage={errorMessage}
        onRetry={onRetry}
        retrying={retrying}
        loading={<CatalogueSkeleton cards={6} />}
        page={page}
        pages={pages}
        onPageChange={onPageChange}
        paginationLabel={`Páginas: ${title}`}
      >
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
