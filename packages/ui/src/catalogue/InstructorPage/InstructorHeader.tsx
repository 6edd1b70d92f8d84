import { Avatar } from '../../primitives/Avatar';
import { EntityHeader } from '../shared/EntityHeader';
import { INSTRUCTOR_PAGE_TEXT } from './instructorPageText';

export type InstructorHeaderProps = {
  /** From the link's query: no call returns one instructor (docs/decisions.md). */
  name?: string | null;
  /** From the link's query too; the initials show without it or when it fails to load. */
  photo?: string | null;
};

/** The instructor's name and photo as the link that opened the page carried them. */
export function InstructorHeader({ name, photo }: InstructorHeaderProps) {
  if (!name) {
    // A link without the name still leads to the courses: the page is titled by what it is.
    return (
      <header data-slot="entity-header" data-state="ready">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{INSTRUCTOR_PAGE_TEXT.kind}</h1>
      </header>
    );
  }
  return (
    <EntityHeader
      kind={INSTRUCTOR_PAGE_TEXT.kind}
      title={name}
      picture={<Avatar name={name} image={photo} size="xl" className="size-20" />}
    />
  );
}
