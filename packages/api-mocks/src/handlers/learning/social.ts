import { PAGE_SIZES } from '@decola/domain';
import type { CourseRecord } from '../../db/learning';
import type { Schemas } from '../../db/schemas';
import { database, nextId, now } from '../../db/store';
import { http } from '../../http';
import { fail } from '../../respond';
import { currentUser } from '../../session';
import { bodyOf, invalidId, matchesSearch, numberedPage, pathId } from './params';
import { refusals } from './refusals';
import { findCourse, learnerOf, peekLearner } from './state';
import { catalogPage, courseRating, courseView } from './views';

function userSummary(userId: number): Schemas['UserSummary'] {
  const user = database().users.find((candidate) => candidate.id === userId);
  return {
    id: userId,
    name: user?.name ?? 'Colaborador',
    socialName: user?.socialName ?? null,
    email: user?.email ?? '',
    image: user?.image ?? null,
  };
}

/** Who the user already recommended a course to. */
function recommendationOf(fromUserId: number, courseId: number): Schemas['Recommendation'] {
  const userIDs = database()
    .indications.filter(
      (indication) => indication.fromUserId === fromUserId && indication.courseId === courseId,
    )
    .map((indication) => indication.toUserId);
  return { courseID: courseId, userIDs };
}

/** Sort keys of the favourites table (the sortable header stores `orderBy`). */
const FAVORITE_ORDER: Record<string, (course: CourseRecord) => string | number> = {
  title: (course) => course.title.toLocaleLowerCase('pt-BR'),
  duration: (course) => course.duration,
  rating: (course) => courseRating(course.id),
};

/** Recommendations (indications) and favourite trainings. */
export const socialHandlers = [
  // Recommending to the same user again changes nothing.
  http.post(
    '/api/decola/indication/training/{id}',
    async ({ cookies, params, request, response }) => {
      const id = pathId(params.id);
      if (id === null) return invalidId();
      const course = findCourse(id);
      if (!course?.isActive) return refusals.courseNotFound();
      if (course.isBlocked) return refusals.courseBlocked();
      const { userIDs } = await bodyOf(request);
      const user = currentUser(cookies);
      const db = database();
      if (!Array.isArray(userIDs) || userIDs.length === 0)
        return fail(400, 'REQUIRED_FIELD', 'Selecione ao menos um usuário.');
      if (userIDs.some((userId) => !db.users.some((candidate) => candidate.id === userId)))
        return refusals.userNotFound();
      const already = new Set(recommendationOf(user.id, id).userIDs);
      for (const userId of new Set(userIDs)) {
        // Recommending to oneself makes no sense: the picker's 'Todos' may include the user.
        if (userId === user.id || already.has(userId)) continue;
        db.indications.push({
          id: nextId(),
          courseId: id,
          fromUserId: user.id,
          toUserId: userId,
          createdAt: now().toISOString(),
        });
      }
      return response(200).json({ data: recommendationOf(user.id, id) });
    },
  ),

  http.get('/api/decola/list/indication', ({ cookies, response }) => {
    const user = currentUser(cookies);
    const received = database()
      .indications.filter((indication) => indication.toUserId === user.id)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .flatMap((indication) => {
        const course = findCourse(indication.courseId);
        if (!course?.isActive) return [];
        return [
          {
            course: courseView(course, user.id),
            indicatedBy: userSummary(indication.fromUserId),
            createdAt: indication.createdAt,
          },
        ];
      });
    return response(200).json({ data: received });
  }),

  http.get('/api/decola/list/user/indication/training/{id}', ({ cookies, params, response }) => {
    const id = pathId(params.id);
    if (id === null) return invalidId();
    if (!findCourse(id)) return refusals.courseNotFound();
    return response(200).json({ data: recommendationOf(currentUser(cookies).id, id) });
  }),

  http.post('/api/decola/favorite/training/{id}', ({ cookies, params, response }) => {
    const id = pathId(params.id);
    if (id === null) return invalidId();
    if (!findCourse(id)?.isActive) return refusals.courseNotFound();
    const learner = learnerOf(currentUser(cookies).id);
    if (!learner.favorites.some((favorite) => favorite.courseId === id))
      learner.favorites.push({ courseId: id, createdAt: now().toISOString() });
    return response(200).json({ data: { success: true } });
  }),

  http.delete('/api/decola/remove/favorite/training/{id}', ({ cookies, params, response }) => {
    const id = pathId(params.id);
    if (id === null) return invalidId();
    if (!findCourse(id)) return refusals.courseNotFound();
    const learner = learnerOf(currentUser(cookies).id);
    learner.favorites = learner.favorites.filter((favorite) => favorite.courseId !== id);
    return response(200).json({ data: { success: true } });
  }),

  // 30 a page, searchable and sortable; newest favourite first by default.
  http.get('/api/decola/list/favorite', ({ cookies, query, response }) => {
    const user = currentUser(cookies);
    const type = query.get('type');
    const orderBy = FAVORITE_ORDER[query.get('orderBy') ?? ''];
    const ascending = query.get('ordinationAsc') !== 'false';
    const favorites = (peekLearner(user.id)?.favorites ?? [])
      .map((favorite) => ({ ...favorite, course: findCourse(favorite.courseId) }))
      .filter((favorite): favorite is typeof favorite & { course: CourseRecord } =>
        Boolean(favorite.course?.isActive),
      )
      .filter(({ course }) => !type || course.isPill === (type === 'pill'))
      .filter(({ course }) => matchesSearch(query.get('search'), course.title, course.description));
    const sorted = orderBy
      ? favorites.sort((a, b) => {
          const [left, right] = [orderBy(a.course), orderBy(b.course)];
          const order = left < right ? -1 : left > right ? 1 : 0;
          return ascending ? order : -order;
        })
      : favorites.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const page = numberedPage(
      sorted.map(({ course }) => course),
      query.get('page'),
      query.get('limit'),
      PAGE_SIZES.favoriteTrainings,
    );
    return response(200).json({ data: catalogPage(page, user.id) });
  }),
];
