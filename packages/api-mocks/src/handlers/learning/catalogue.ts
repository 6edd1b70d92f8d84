import { isNewCourse, PAGE_SIZES } from '@decola/domain';
import { database, now } from '../../db/store';
import { http } from '../../http';
import { notFound } from '../../respond';
import { currentUser, sessionUser } from '../../session';
import { invalidId, numberedPage, pathId, queryIds, matchesSearch } from './params';
import {
  activeCourses,
  enrollmentOf,
  findCourse,
  findInstructor,
  findTrack,
  peekLearner,
} from './state';
import {
  catalogPage,
  commentView,
  courseRating,
  courseView,
  courseViews,
  coursesOfTrack,
  instructorViews,
  isComment,
  ratingsOfCourse,
  trackCourseIds,
} from './views';

const courseNotFound = () => notFound('Treinamento não encontrado.');

/** How many courses the 'Treinamentos recomendados' carousel gets. */
const RECOMMENDED_COUNT = 10;

/** The catalogue, course details, comments and instructors of courses. */
export const catalogueHandlers = [
  // The landing's 'NOVIDADES', courses whose release window holds today.
  http.get('/api/course/list/new', ({ cookies, response }) => {
    const user = sessionUser(cookies);
    const courses = activeCourses().filter(
      (course) => !course.isBlocked && isNewCourse(course, now()),
    );
    return response(200).json({ courses: courseViews(courses, user?.id ?? null) });
  }),

  // Repeated school and courseTrack filters (both must hold), 24 or 25 a page.
  http.get('/api/decola/course/list', ({ cookies, query, response }) => {
    const user = currentUser(cookies);
    const schools = queryIds(query.getAll('school'));
    const tracks = queryIds(query.getAll('courseTrack'));
    const inTracks = trackCourseIds(tracks);
    const courses = activeCourses().filter(
      (course) =>
        (schools.length === 0 || schools.includes(course.schoolId)) &&
        (tracks.length === 0 || inTracks.has(course.id)),
    );
    const page = numberedPage(courses, query.get('page'), query.get('limit'), PAGE_SIZES.catalogue);
    return response(200).json({ data: catalogPage(page, user.id) });
  }),

  http.get('/api/decola/course/list/id/{id}', ({ cookies, params, response }) => {
    const id = pathId(params.id);
    if (id === null) return invalidId();
    const course = findCourse(id);
    if (!course?.isActive) return courseNotFound();
    return response(200).json({ data: courseView(course, currentUser(cookies).id) });
  }),

  // Not in the spec: unstarted courses of the learner's interests (else any), best rated first.
  http.get('/api/decola/list/courses/recommendation', ({ cookies, response }) => {
    const user = currentUser(cookies);
    const learner = peekLearner(user.id);
    const interests = database().userInterestIds[user.id] ?? [];
    const candidates = activeCourses().filter(
      (course) => !course.isBlocked && !enrollmentOf(learner, course.id),
    );
    const matching = candidates.filter((course) =>
      course.interestIds.some((id) => interests.includes(id)),
    );
    const chosen = (matching.length > 0 ? matching : candidates)
      .map((course) => ({ course, rating: courseRating(course.id) }))
      .sort((a, b) => b.rating - a.rating || a.course.id - b.course.id)
      .slice(0, RECOMMENDED_COUNT)
      .map(({ course }) => course);
    return response(200).json({ data: courseViews(chosen, user.id) });
  }),

  http.get('/api/decola/course/courseTrack/{id}', ({ cookies, params, query, response }) => {
    const id = pathId(params.id);
    if (id === null) return invalidId();
    const track = findTrack(id);
    if (!track?.isActive) return notFound('Trilha não encontrada.');
    const page = numberedPage(
      coursesOfTrack(track),
      query.get('page'),
      query.get('limit'),
      PAGE_SIZES.courseTrack,
    );
    return response(200).json({ data: catalogPage(page, currentUser(cookies).id) });
  }),

  // The comments modal, 15 a page, newest first.
  http.get('/api/decola/rate/{id}', ({ params, query, response }) => {
    const id = pathId(params.id);
    if (id === null) return invalidId();
    const course = findCourse(id);
    if (!course?.isActive) return courseNotFound();
    const comments = ratingsOfCourse(course.id)
      .filter(isComment)
      .map(commentView)
      .filter((comment) =>
        matchesSearch(query.get('search'), comment.message, comment.userName, comment.contentName),
      )
      .sort((a, b) => b.createAt.localeCompare(a.createAt));
    const page = numberedPage(comments, query.get('page'), query.get('limit'), PAGE_SIZES.comments);
    return response(200).json({
      data: { comments: page.items, page: page.page, pages: page.pages, total: page.total },
    });
  }),

  http.get('/api/decola/courses/{id}/instructors', ({ params, response }) => {
    const id = pathId(params.id);
    if (id === null) return invalidId();
    const course = findCourse(id);
    if (!course?.isActive) return courseNotFound();
    return response(200).json({ data: instructorViews(course.instructorIds) });
  }),

  http.get('/api/decola/list/course/instructors/{id}', ({ cookies, params, query, response }) => {
    const id = pathId(params.id);
    if (id === null) return invalidId();
    if (!findInstructor(id)) return notFound('Instrutor não encontrado.');
    const courses = activeCourses().filter((course) => course.instructorIds.includes(id));
    const page = numberedPage(
      courses,
      query.get('page'),
      query.get('limit'),
      PAGE_SIZES.instructorCourses,
    );
    return response(200).json({ data: catalogPage(page, currentUser(cookies).id) });
  }),
];
