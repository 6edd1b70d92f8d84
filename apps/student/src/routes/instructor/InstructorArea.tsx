import { PAGE_SIZES, readInstructorQuery } from '@decola/domain';
import { CATALOGUE_TEXT, InstructorCourses, InstructorHeader, InstructorPage } from '@decola/ui';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { courseQuery } from '../../api/courses';
import { AreaBoundary } from '../../common/AreaBoundary';
import { CataloguePageModals } from '../../courses/CataloguePageModals';
import { coursePanel, currentPage, isMissingEntity } from '../../courses/listPage';
import { useCourseCards } from '../../courses/useCourseCards';
import { NotFound } from '../../common/NotFound';

/** No call returns one instructor: the name and photo come with the link (docs/decisions.md). */
export function InstructorArea({ id }: { id: number }) {
  const [params] = useSearchParams();
  const { name, photo } = readInstructorQuery(params);
  const { actions, introVideo, pageQuery } = useCourseCards();
  const page = currentPage(pageQuery.query);
  // Instructor-course lists, 20 a page.
  const courses = useQuery(
    courseQuery.instructorCourses(id, { page, limit: PAGE_SIZES.instructorCourses }),
  );
  if (isMissingEntity(courses.error)) return <NotFound />;
  return (
    <InstructorPage
      header={<InstructorHeader name={name} photo={photo} />}
      courses={
        <AreaBoundary text={CATALOGUE_TEXT.error}>
          <InstructorCourses {...coursePanel(courses, pageQuery)} {...actions} />
        </AreaBoundary>
      }
      modals={<CataloguePageModals introVideo={introVideo} pageQuery={pageQuery} />}
    />
  );
}
