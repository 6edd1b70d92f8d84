import type { ReactNode } from 'react';
import { CataloguePageLayout } from '../shared/CataloguePageLayout';

export type SchoolPageProps = {
  /** The school's heading (SchoolHeader). */
  header: ReactNode;
  /** Its tracks (SchoolTracks). */
  tracks: ReactNode;
  /** Its courses (SchoolCourses). */
  courses: ReactNode;
  /** The course cards' comments and intro-video modals. */
  modals?: ReactNode;
};

/** `details-courses/:entityID`: each panel loads, fails and retries on its own. */
export function SchoolPage({ header, tracks, courses, modals }: SchoolPageProps) {
  return (
    <CataloguePageLayout header={header} modals={modals} slot="school-page">
      {tracks}
      {courses}
    </CataloguePageLayout>
  );
}
