import { LIMITS } from '@decola/domain';
import { InstructorResult, type GlobalSearchInstructor } from '../../cards/EntityCards';
import { DebouncedSearch } from '../../primitives/DebouncedSearch';
import { EntityDirectory, type EntityDirectoryProps } from '../shared/EntityDirectory';
import { INSTRUCTOR_PAGE_TEXT } from './instructorPageText';

export type InstructorSearchProps = EntityDirectoryProps & {
  /** The URL's search; none lists nobody (an empty term is not searched). */
  search: string;
  onSearch: (term: string) => void;
  /** The instructors found, a page of them. */
  instructors: readonly GlobalSearchInstructor[];
};

/**
 * `details-courses-instructors` without an id: no call lists every instructor, so the learner
 * finds one by name (`instructors/globalSearch`), each opening their page (docs/decisions.md).
 */
export function InstructorSearch({
  search,
  onSearch,
  instructors,
  ...list
}: InstructorSearchProps) {
  const searching = search !== '';
  return (
    <EntityDirectory
      {...list}
      title={INSTRUCTOR_PAGE_TEXT.list}
      intro={
        <DebouncedSearch
          label={INSTRUCTOR_PAGE_TEXT.search}
          placeholder={INSTRUCTOR_PAGE_TEXT.searchPlaceholder}
          value={search}
          onSearch={onSearch}
          maxLength={LIMITS.searchMaxLength}
          className="w-full sm:max-w-md"
        />
      }
      isEmpty={instructors.length === 0}
      emptyText={searching ? INSTRUCTOR_PAGE_TEXT.noResults : INSTRUCTOR_PAGE_TEXT.searchHint}
      slot="instructor-search"
    >
      {instructors.map((instructor) => (
        <li key={instructor.id}>
          <InstructorResult instructor={instructor} />
        </li>
      ))}
    </EntityDirectory>
  );
}
