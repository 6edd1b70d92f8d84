import { SchoolResult, type GlobalSearchSchool } from '../../cards/EntityCards';
import { EntityDirectory, type EntityDirectoryProps } from '../shared/EntityDirectory';
import { SCHOOL_PAGE_TEXT } from './schoolPageText';

export type SchoolListProps = EntityDirectoryProps & {
  /** The page's schools. */
  schools: readonly GlobalSearchSchool[];
};

/** `details-courses` without an id: every school, each opening its page. */
export function SchoolList({ schools, ...list }: SchoolListProps) {
  return (
    <EntityDirectory
      {...list}
      title={SCHOOL_PAGE_TEXT.list}
      isEmpty={schools.length === 0}
      slot="school-list"
    >
      {schools.map((school) => (
        <li key={school.id}>
          <SchoolResult school={school} />
        </li>
      ))}
    </EntityDirectory>
  );
}
