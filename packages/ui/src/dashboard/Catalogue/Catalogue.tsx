import type { DateInput, TrackOption } from '@decola/domain';
import { CourseCardGrid } from '../../course/CourseCardGrid';
import type { CourseCardCourse } from '../../course/CourseCard';
import type { LoadStatus } from '../../lib/asyncState';
import { Pagination } from '../../primitives/Pagination';
import { SchoolFilter, type SchoolFilterSchool } from '../SchoolFilter';
import { DashboardSection } from '../shared/DashboardSection';
import { SectionError } from '../../primitives/SectionError';
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
  /** The page of courses: the filters stay usable whatever it says. */
  status: LoadStatus;
  /** The app's message for a failure, shown under the catalogue's own sentence. */
  errorMessage?: string | null;
  onToggleSchool: (id: number) => void;
  onClearSchools: () => void;
  onTracksChange: (ids: number[]) => void;
  onPageChange: (page: number) => void;
  onRetry?: () => void;
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
  status,
  errorMessage,
  onToggleSchool,
  onClearSchools,
  onTracksChange,
  onPageChange,
  onRetry,
  onIntroVideoClick,
  onCommentsClick,
  className,
}: CatalogueProps<C, T>) {
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
      {status === 'loading' && <CatalogueSkeleton />}
      {status === 'error' && (
        <SectionError text={CATALOGUE_TEXT.error} message={errorMessage} onRetry={onRetry} />
      )}
      {status === 'ready' && courses.length === 0 && (
        <p
          role="status"
          data-slot="catalogue-empty"
          className="rounded-card border border-line bg-surface px-4 py-8 text-center text-ink-muted"
        >
          {CATALOGUE_TEXT.empty}
        </p>
      )}
      {status === 'ready' && courses.length > 0 && (
        <CourseCardGrid
          courses={courses}
          today={today}
          onIntroVideoClick={onIntroVideoClick}
          onCommentsClick={onCommentsClick}
        />
      )}
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
