import type { LoadStatus } from '../../lib/asyncState';
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
  status: LoadStatus;
  errorMessage?: string | null;
  onRetry?: () => void;
};

/** School: name, description and image. */
export function SchoolHeader({ school, status, errorMessage, onRetry }: SchoolHeaderProps) {
  return (
    <EntityHeader
      status={status}
      kind={SCHOOL_PAGE_TEXT.kind}
      title={school?.name}
      description={school?.description}
      picture={<EntityCover imageURL={school?.thumbnailURL} />}
      loadingText={SCHOOL_PAGE_TEXT.loading}
      errorText={SCHOOL_PAGE_TEXT.error}
      errorMessage={errorMessage}
      onRetry={onRetry}
    />
  );
}
