import type { ReactNode } from 'react';
import { CataloguePageLayout } from '../shared/CataloguePageLayout';

export type InstructorPageProps = {
  /** The instructor's name and photo (InstructorHeader). */
  header: ReactNode;
  /** Their courses, 20 a page (InstructorCourses). */
  courses: ReactNode;
  /** The course cards' comments and intro-video modals. */
  modals?: ReactNode;
};

/** `details-courses-instructors/:entityID`. */
export function InstructorPage({ header, courses, modals }: InstructorPageProps) {
  return (
    <CataloguePageLayout header={header} modals={modals} slot="instructor-page">
      {courses}
    </CataloguePageLayout>
  );
}
