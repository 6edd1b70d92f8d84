import type { DateInput } from '@decola/domain';
import { useId } from 'react';
import { CourseCardGrid } from '../../course/CourseCardGrid';
import type { CourseCardCourse } from '../../course/CourseCard';
import { CatalogueSkeleton } from '../../dashboard/Catalogue/CatalogueSkeleton';
import { PagedList, type PagedListState } from '../../primitives/PagedList';
import { SECTION_TITLE_CLASS } from './sectionTitle';

export type CourseGridPanelProps<C extends CourseCardCourse> = PagedListState & {
  /** The page of courses. */
  courses: readonly C[];
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
  today,
  onIntroVideoClick,
  onCommentsClick,
  ...list
}: Props<C>) {
  const titleId = useId();
  return (
    <div data-slot={slot} className="flex flex-col gap-4">
      <h2 id={titleId} className={SECTION_TITLE_CLASS}>
        {title}
      </h2>
      <PagedList
        {...list}
        label={title}
        isEmpty={courses.length === 0}
        loading={<CatalogueSkeleton cards={6} />}
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
