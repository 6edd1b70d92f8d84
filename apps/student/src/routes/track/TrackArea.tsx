import { CATALOGUE_TEXT, TRACK_PAGE_TEXT, TRACK_TEXT, TrackHeader, TrackPage } from '@decola/ui';
import { useQuery } from '@tanstack/react-query';
import { courseTrackQuery } from '../../api/courseTracks';
import { asyncStateOf } from '../../api/asyncState';
import { AreaBoundary } from '../../common/AreaBoundary';
import { CataloguePageModals } from '../../courses/CataloguePageModals';
import { isMissingEntity } from '../../courses/listPage';
import { useCourseCards } from '../../courses/useCourseCards';
import { NotFound } from '../../common/NotFound';
import { TrackCoursesArea } from './TrackCoursesArea';
import { TrackTrainingsArea } from './TrackTrainingsArea';

/** The track with its progress, its trainings and its courses, each loading and failing on its own. */
export function TrackArea({ id }: { id: number }) {
  const { actions, introVideo, pageQuery } = useCourseCards();
  const track = useQuery(courseTrackQuery.track(id));
  if (isMissingEntity(track.error)) return <NotFound />;
  return (
    <TrackPage
      header={
        <AreaBoundary text={TRACK_PAGE_TEXT.error}>
          <TrackHeader track={track.data} state={asyncStateOf(track)} />
        </AreaBoundary>
      }
      blocked={Boolean(track.data?.isBlocked)}
      trainings={
        <AreaBoundary text={TRACK_TEXT.trackError}>
          <TrackTrainingsArea trackId={id} {...actions} />
        </AreaBoundary>
      }
      courses={
        <AreaBoundary text={CATALOGUE_TEXT.error}>
          <TrackCoursesArea trackId={id} pageQuery={pageQuery} {...actions} />
        </AreaBoundary>
      }
      modals={<CataloguePageModals introVideo={introVideo} pageQuery={pageQuery} />}
    />
  );
}
