import type { ReactNode } from 'react';
import { CataloguePageLayout } from '../shared/CataloguePageLayout';
import { TRACK_PAGE_TEXT } from './trackPageText';

export type TrackPageProps = {
  /** The track's heading with its progress (TrackHeader). */
  header: ReactNode;
  /** Its trainings carousel (TrackTrainings). */
  trainings: ReactNode;
  /** Its courses, 15 a page (TrackCourseList). */
  courses: ReactNode;
  /** A blocked track opens none of its courses; its panels give way to why. */
  blocked?: boolean;
  /** The course cards' comments and intro-video modals. */
  modals?: ReactNode;
};

/** `details-course-tracks/:entityID`: each panel loads, fails and retries on its own. */
export function TrackPage({ header, trainings, courses, blocked = false, modals }: TrackPageProps) {
  return (
    <CataloguePageLayout header={header} modals={modals} slot="track-page">
      {blocked ? (
        <p
          role="status"
          className="rounded-card border border-line bg-surface px-4 py-8 text-center text-ink-muted"
        >
          {TRACK_PAGE_TEXT.blocked}
        </p>
      ) : (
        <>
          {trainings}
          {courses}
        </>
      )}
    </CataloguePageLayout>
  );
}
