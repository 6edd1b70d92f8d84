import { CATALOGUE_TEXT, SCHOOL_PAGE_TEXT, SchoolHeader, SchoolPage } from '@decola/ui';
import { useQuery } from '@tanstack/react-query';
import { courseTrackQuery } from '../../api/courseTracks';
import { asyncStateOf } from '../../api/asyncState';
import { AreaBoundary } from '../../common/AreaBoundary';
import { CataloguePageModals } from '../../courses/CataloguePageModals';
import { isMissingEntity } from '../../courses/listPage';
import { useCourseCards } from '../../courses/useCourseCards';
import { NotFound } from '../../common/NotFound';
import { SchoolCoursesArea } from './SchoolCoursesArea';
import { SchoolTracksArea } from './SchoolTracksArea';

/** The school, its tracks and its courses, each loading and failing on its own. */
export function SchoolArea({ id }: { id: number }) {
  const { actions, introVideo, pageQuery } = useCourseCards();
  const school = useQuery(courseTrackQuery.school(id));
  if (isMissingEntity(school.error)) return <NotFound />;
  return (
    <SchoolPage
      header={
        <AreaBoundary text={SCHOOL_PAGE_TEXT.error}>
          <SchoolHeader school={school.data} state={asyncStateOf(school)} />
        </AreaBoundary>
      }
      tracks={
        <AreaBoundary text={SCHOOL_PAGE_TEXT.tracksError}>
          <SchoolTracksArea schoolId={id} {...actions} />
        </AreaBoundary>
      }
      courses={
        <AreaBoundary text={CATALOGUE_TEXT.error}>
          <SchoolCoursesArea schoolId={id} pageQuery={pageQuery} {...actions} />
        </AreaBoundary>
      }
      modals={<CataloguePageModals introVideo={introVideo} pageQuery={pageQuery} />}
    />
  );
}
