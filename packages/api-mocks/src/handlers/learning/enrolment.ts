import { PAGE_SIZES } from '@decola/domain';
import { http } from '../../http';
import { currentUser } from '../../session';
import { completeCourse, isCourseComplete } from './completion';
import { chunkFrom, invalidId, matchesSearch, pathId } from './params';
import { refusals } from './refusals';
import {
  contentsOfCourse,
  coursesInProgress,
  enrolledCourses,
  enrollmentOf,
  findCourse,
  learnerOf,
  peekLearner,
  progressKey,
  touchEnrollment,
} from './state';
import { certificatePath, courseViews } from './views';

/** Enrolment, finishing, leaving and certificates of courses. */
export const enrolmentHandlers = [
  http.get('/api/decola/enroll/{id}', ({ cookies, params, response }) => {
    const id = pathId(params.id);
    if (id === null) return invalidId();
    if (!findCourse(id)?.isActive) return refusals.courseNotFound();
    const enrolled = Boolean(enrollmentOf(peekLearner(currentUser(cookies).id), id));
    return response(200).json({ data: { enrolled } });
  }),

  // Enrolling sets the enrolled flag; a blocked course cannot be opened.
  http.post('/api/decola/enroll/{id}', ({ cookies, params, response }) => {
    const id = pathId(params.id);
    if (id === null) return invalidId();
    const course = findCourse(id);
    if (!course?.isActive) return refusals.courseNotFound();
    if (course.isBlocked) return refusals.courseBlocked();
    touchEnrollment(currentUser(cookies).id, id);
    return response(200).json({ data: { enrolled: true } });
  }),

  http.post('/api/decola/course/finish/{id}', ({ cookies, params, response }) => {
    const id = pathId(params.id);
    if (id === null) return invalidId();
    const course = findCourse(id);
    if (!course?.isActive) return refusals.courseNotFound();
    const user = currentUser(cookies);
    if (!enrollmentOf(peekLearner(user.id), id)) return refusals.notEnrolled();
    if (!isCourseComplete(user.id, id)) return refusals.courseNotCompleted();
    return response(200).json({ data: completeCourse(user.id, course) });
  }),

  // Leaving removes the course, and the learner's progress in it, from their list.
  http.post('/api/decola/remove/progress/course/{id}', ({ cookies, params, response }) => {
    const id = pathId(params.id);
    if (id === null) return invalidId();
    if (!findCourse(id)) return refusals.courseNotFound();
    const user = currentUser(cookies);
    const learner = learnerOf(user.id);
    const enrollment = enrollmentOf(learner, id);
    if (!enrollment) return refusals.notEnrolled();
    // A finished course left no longer counts among the finished ones.
    if (enrollment.finishedAt) user.completeCourses = Math.max(0, (user.completeCourses ?? 0) - 1);
    learner.enrollments = learner.enrollments.filter((enrollment) => enrollment.courseId !== id);
    for (const content of contentsOfCourse(id))
      delete learner.contents[progressKey('course', content.id)];
    return response(200).json({ data: { success: true } });
  }),

  http.get('/api/decola/certificate/{id}', ({ cookies, params, response }) => {
    const id = pathId(params.id);
    if (id === null) return invalidId();
    const course = findCourse(id);
    if (!course) return refusals.courseNotFound();
    const user = currentUser(cookies);
    if (!course.haveCertification) return refusals.certificateNotIssued();
    if (!enrollmentOf(peekLearner(user.id), id)?.finishedAt) return refusals.certificateNotYet();
    return response(200).json({
      data: { path: certificatePath(id, user.id), certificateDifferent: false },
    });
  }),

  // 'Continue de onde você parou!', 5 a request from index 0.
  http.get('/api/decola/course/list/progress', ({ cookies, query, response }) => {
    const user = currentUser(cookies);
    const inProgress = coursesInProgress(user.id);
    const chunk = chunkFrom(
      inProgress,
      query.get('index'),
      query.get('limit'),
      PAGE_SIZES.coursesInProgress,
    );
    return response(200).json({
      data: { courses: courseViews(chunk.items, user.id), hasMore: chunk.hasMore },
    });
  }),

  http.get('/api/decola/courses/enrolled', ({ cookies, query, response }) => {
    const user = currentUser(cookies);
    const courses = enrolledCourses(user.id)
      .map(({ course }) => course)
      .filter((course) => matchesSearch(query.get('search'), course.title, course.description));
    return response(200).json({ data: courseViews(courses, user.id) });
  }),
];
