import { PAGE_SIZES } from '@decola/domain';
import { database } from '../../db/store';
import { http } from '../../http';
import { notFound } from '../../respond';
import { currentUser } from '../../session';
import { chunkFrom, invalidId, pathId } from './params';
import { enrollmentOf, findSchool, findTrack, peekLearner } from './state';
import { courseViews, coursesOfTrack, schoolView, trackView } from './views';

const schoolNotFound = () => notFound('Escola não encontrada.');
const trackNotFound = () => notFound('Trilha não encontrada.');

const activeTracks = () => database().courseTracks.filter((track) => track.isActive);

/** Schools and course tracks (spec 1 §4 school filter and tracks). */
export const schoolHandlers = [
  http.get('/api/decola/list/schools', ({ cookies, response }) => {
    const user = currentUser(cookies);
    const schools = database().schools.filter((school) => school.isActive);
    return response(200).json({ data: schools.map((school) => schoolView(school, user.id)) });
  }),

  http.get('/api/decola/school/{id}', ({ cookies, params, response }) => {
    const id = pathId(params.id);
    if (id === null) return invalidId();
    const school = findSchool(id);
    if (!school?.isActive) return schoolNotFound();
    return response(200).json({ data: schoolView(school, currentUser(cookies).id, true) });
  }),

  http.get('/api/decola/courseTrack/list', ({ cookies, response }) => {
    const user = currentUser(cookies);
    return response(200).json({ data: activeTracks().map((track) => trackView(track, user.id)) });
  }),

  http.get('/api/decola/courseTrack/{id}', ({ cookies, params, response }) => {
    const id = pathId(params.id);
    if (id === null) return invalidId();
    const track = findTrack(id);
    if (!track?.isActive) return trackNotFound();
    return response(200).json({ data: trackView(track, currentUser(cookies).id, true) });
  }),

  http.get('/api/decola/courseTrack/school/{id}', ({ cookies, params, response }) => {
    const id = pathId(params.id);
    if (id === null) return invalidId();
    if (!findSchool(id)?.isActive) return schoolNotFound();
    const user = currentUser(cookies);
    const tracks = activeTracks().filter((track) => track.schoolId === id);
    return response(200).json({ data: tracks.map((track) => trackView(track, user.id)) });
  }),

  // An opened mandatory track loads its courses from index 0, 5 at a time.
  http.get('/api/decola/courseTrack/{id}/trainings', ({ cookies, params, query, response }) => {
    const id = pathId(params.id);
    if (id === null) return invalidId();
    const track = findTrack(id);
    if (!track?.isActive) return trackNotFound();
    const chunk = chunkFrom(
      coursesOfTrack(track),
      query.get('index'),
      query.get('limit'),
      PAGE_SIZES.trackTrainings,
    );
    return response(200).json({
      data: { courses: courseViews(chunk.items, currentUser(cookies).id), hasMore: chunk.hasMore },
    });
  }),

  // `filterType` 1 (the dashboard's) keeps unfinished tracks; any other lists them all.
  http.get('/api/decola/courseTrack/required', ({ cookies, query, response }) => {
    const user = currentUser(cookies);
    const learner = peekLearner(user.id);
    const pendingOnly = query.get('filterType') === '1';
    const tracks = activeTracks()
      .filter((track) => track.isRequired)
      .filter(
        (track) =>
          !pendingOnly ||
          coursesOfTrack(track).some((course) => !enrollmentOf(learner, course.id)?.finishedAt),
      );
    return response(200).json({ data: tracks.map((track) => trackView(track, user.id)) });
  }),
];
