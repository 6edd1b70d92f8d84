import type { AsyncState } from '../../lib/asyncState';
import { EntityCover, EntityHeader } from '../shared/EntityHeader';
import { SCHOOL_PAGE_TEXT } from './schoolPageText';

/** The fields the school's heading reads (the contract's `School`). */
export type SchoolHeaderSchool = {
  name: string;
  description?: string | null;
  thumbnailURL?: string | null;
};

export type SchoolHeaderProps = {
  school?: SchoolHeaderSchool | null;
  state: AsyncState;
};

/** School: name, description and image. */
export function SchoolHeader({ school, state }: SchoolHeaderProps) {
  return (
    <EntityHeader
      state={state}
      kind={SCHOOL_PAGE_TEXT.kind}
      title={school?.name}
      description={school?.description}
      picture={<EntityCover imageURL={school?.thumbnailURL} />}
      text={SCHOOL_PAGE_TEXT}
    />
  );
}
