import type { DateInput, TrackOption } from '@decola/domain';
import { CourseCardGrid } from '../../course/CourseCardGrid';
import type { CourseCardCourse } from '../../course/CourseCard';
import { shownStatus, type AsyncState } from '../../lib/asyncState';
import { LoadState } from '../../primitives/LoadState';
import { Pagination } from '../../primitives/Pagination';
import { SchoolFilter, type SchoolFilterSchool } from '../SchoolFilter';
import { DashboardSection } from '../shared/DashboardSection';
import { TrackMultiSelect } from '../TrackMultiSelect';
import { CATALOGUE_TEXT } from './catalogueText';
import { CatalogueSkeleton } from './CatalogueSkeleton';

export type CatalogueProps<C extends CourseCardCourse, T extends TrackOption> = {
  schools: readonly SchoolFilterSchool[];
  /** The query's `schools`. */
  selectedSchoolIds: readonly number[];
  /** The tracks of the selected schools (every track when none is); none hides 'Pesquisar trilha'. */
  tracks: readonly T[];
  /** The query's `courseTracks`. */
  selectedTrackIds: readonly number[];
  /** The page of courses (domain `cataloguePageSize` a page). */
  courses: readonly C[];
  /** The query's `page`, from 1. */
  page: number;
  totalPages: number;
  /** Today, for each card's 'Novo' flag. */
  today: DateInput;
  /**
   * The page of courses: the filters stay usable whatever it says; a failure shows the app's
   * message under the catalogue's own sentence.
   */
  state: AsyncState;
  onToggleSchool: (id: number) => void;
  onClearSchools: () => void;
  onTracksChange: (ids: number[]) => void;
  onPageChange: (page: number) => void;
  onIntroVideoClick?: (course: C) => void;
  onCommentsClick?: (course: C) => void;
  className?: string;
};

/** The filters stay usable while a page loads or fails. */
export function Catalogue<C extends CourseCardCourse, T extends TrackOption>({
  schools,
  selectedSchoolIds,
  tracks,
  selectedTrackIds,
  courses,
  page,
  totalPages,
  today,
  state,
  onToggleSchool,
  onClearSchools,
  onTracksChange,
  onPageChange,
  onIntroVideoClick,
  onCommentsClick,
  className,
}: CatalogueProps<C, T>) {
  const status = shownStatus(state);
  return (
    <DashboardSection
      title={CATALOGUE_TEXT.title}
      status={status}
      slot="catalogue"
      className={className}
    >
      {(schools.length > 0 || tracks.length > 0) && (
        <div className="flex flex-col gap-4">
          <SchoolFilter
            schools={schools}
            selectedIds={selectedSchoolIds}
            onToggle={onToggleSchool}
            onClear={onClearSchools}
          />
          {tracks.length > 0 && (
            <TrackMultiSelect
              tracks={tracks}
              selectedIds={selectedTrackIds}
              onChange={onTracksChange}
              className="w-full sm:max-w-md"
            />
          )}
        </div>
      )}
      <LoadState
        state={state}
        text={{ error: CATALOGUE_TEXT.error }}
        loading={<CatalogueSkeleton />}
        isEmpty={courses.length === 0}
        emptyText={CATALOGUE_TEXT.empty}
      >
        <CourseCardGrid
          courses={courses}
          today={today}
          onIntroVideoClick={onIntroVideoClick}
          onCommentsClick={onCommentsClick}
        />
      </LoadState>
      {/* Kept while the next page loads, so the page button just pressed keeps the focus. */}
      {status !== 'error' && (
        <Pagination
          page={page}
          pages={totalPages}
          onPageChange={onPageChange}
          label={CATALOGUE_TEXT.pagination}
        />
      )}
    </DashboardSection>
  );
}
