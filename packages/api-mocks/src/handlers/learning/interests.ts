import { LIMITS, PAGE_SIZES } from '@decola/domain';
import type { CourseRecord } from '../../db/learning';
import type { Schemas } from '../../db/schemas';
import { database } from '../../db/store';
import { http } from '../../http';
import { notFound } from '../../respond';
import { currentUser } from '../../session';
import { bodyOf, invalidId, matchesSearch, numberedPage, pathId } from './params';
import { refusals } from './refusals';
import { activeCourses, enrollmentOf, peekLearner } from './state';
import { catalogPage, courseViews } from './views';

/** How many trainings each interest shows in the dashboard's 'Seus interesses'. */
const TRAININGS_PER_INTEREST = 10;

const findInterest = (id: number) => database().interests.find((interest) => interest.id === id);

const coursesOfInterest = (interestId: number) =>
  activeCourses().filter((course) => course.interestIds.includes(interestId));

/** The learner's situation in a course, as the interest page's status filter names it. */
function courseStatus(course: CourseRecord, userId: number): Schemas['CourseStatusFilter'] {
  const enrollment = enrollmentOf(peekLearner(userId), course.id);
  if (!enrollment) return 'NOT_STARTED';
  return enrollment.finishedAt ? 'FINISHED' : 'IN_PROGRESS';
}

/** The user's chosen interests, in the order chosen; null when never chosen. */
function userInterests(userId: number): Schemas['Interest'][] | null {
  const ids = database().userInterestIds[userId];
  if (!ids) return null;
  return ids.flatMap((id) => {
    const interest = findInterest(id);
    return interest ? [interest] : [];
  });
}

/** Interests and their trainings (spec 1 §2 'Seus interesses'). */
export const interestHandlers = [
  http.get('/api/decola/interest/list', ({ response }) =>
    response(200).json({ data: database().interests }),
  ),

  // At most 5 interests; the choice replaces the previous one.
  http.post('/api/decola/interest/link', async ({ cookies, request, response }) => {
    const { interests } = await bodyOf(request);
    const ids = [...new Set(Array.isArray(interests) ? interests : [])];
    if (ids.length > LIMITS.maxInterests) return refusals.tooManyInterests();
    if (ids.some((id) => !findInterest(id))) return refusals.interestNotFound();
    const user = currentUser(cookies);
    database().userInterestIds[user.id] = ids;
    return response(200).json({ data: userInterests(user.id) ?? [] });
  }),

  http.get('/api/decola/list/interests/user', ({ cookies, response }) =>
    response(200).json({ data: userInterests(currentUser(cookies).id) }),
  ),

  http.get('/api/decola/list/interests/user/course', ({ cookies, response }) => {
    const user = currentUser(cookies);
    const groups = (userInterests(user.id) ?? []).map((interest) => ({
      interest,
      courses: courseViews(
        coursesOfInterest(interest.id)
          .filter((course) => !course.isBlocked)
          .slice(0, TRAININGS_PER_INTEREST),
        user.id,
      ),
    }));
    return response(200).json({ data: groups });
  }),

  // The interest route: 20 a page, searchable, filtered by the learner's situation.
  http.get('/api/decola/interest/{id}/courses', ({ cookies, params, query, response }) => {
    const id = pathId(params.id);
    if (id === null) return invalidId();
    if (!findInterest(id)) return notFound('Interesse não encontrado.');
    const user = currentUser(cookies);
    const status = query.get('status');
    const courses = coursesOfInterest(id)
      .filter((course) => matchesSearch(query.get('search'), course.title, course.description))
      .filter((course) => !status || courseStatus(course, user.id) === status);
    const page = numberedPage(
      courses,
      query.get('page'),
      query.get('limit'),
      PAGE_SIZES.userInterests,
    );
    return response(200).json({ data: catalogPage(page, user.id) });
  }),
];
