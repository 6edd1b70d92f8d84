import { validateDoubt, validateRating } from '@decola/domain';
import type { ContentRecord, DoubtRecord } from '../../../db/learning';
import type { Schemas } from '../../../db/schemas';
import { database, nextId, now } from '../../../db/store';
import { invalid } from '../../../respond';
import { chunkFrom, pathId } from '../params';
import { refusals } from '../refusals';
import { ratingView } from '../views';
import { lockedRefusal, type ContentOwner, type Refusal } from './owner';

/** Not in the spec: how many ratings one request of a content's ratings loads. */
export const RATINGS_PER_REQUEST = 10;

const newestFirst = (a: { createdAt: string; id: number }, b: { createdAt: string; id: number }) =>
  b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

/** Ratings of a content, the newest (a created one) first, loaded from `index`. */
export function listRatings(content: ContentRecord, index: string | null): Schemas['RatingPage'] {
  const ratings = database()
    .contentRatings.filter(
      (rating) => content.provider === 'course' && rating.contentId === content.id,
    )
    .sort(newestFirst);
  const chunk = chunkFrom(ratings, index, null, RATINGS_PER_REQUEST);
  return { ratings: chunk.items.map(ratingView), hasMore: chunk.hasMore };
}

/** One rating per learner and content: rating again replaces it (likes kept). */
export function createRating(
  owner: ContentOwner,
  content: ContentRecord,
  userId: number,
  { stars, message }: { stars?: unknown; message?: unknown },
): Schemas['Rating'] | Refusal {
  const text = typeof message === 'string' ? message.trim() : '';
  const problems = validateRating({
    stars: typeof stars === 'number' ? stars : Number.NaN,
    message: text,
  });
  if (problems.length > 0) return invalid(problems);
  if (owner.provider !== 'course') return refusals.contentNotFound();
  const locked = lockedRefusal(owner, content);
  if (locked) return locked;
  const db = database();
  const createdAt = now().toISOString();
  const earlier = db.contentRatings.find(
    (rating) => rating.userID === userId && rating.contentId === content.id,
  );
  if (earlier) {
    Object.assign(earlier, { stars: Math.round(stars as number), message: text, createdAt });
    return ratingView(earlier);
  }
  const rating = {
    id: nextId(),
    courseId: owner.course.id,
    contentId: content.id,
    userID: userId,
    stars: Math.round(stars as number),
    message: text,
    likes: [],
    createdAt,
  };
  db.contentRatings.push(rating);
  return ratingView(rating);
}

/** Deleting removes the learner's own rating. */
export function deleteRating(
  content: ContentRecord,
  userId: number,
  ratingIdParam: string,
): { success: true } | Refusal {
  const id = pathId(ratingIdParam);
  const db = database();
  const rating = db.contentRatings.find(
    (candidate) => candidate.id === id && candidate.contentId === content.id,
  );
  if (!rating) return refusals.ratingNotFound();
  if (rating.userID !== userId) return refusals.notOwnRating();
  db.contentRatings = db.contentRatings.filter((candidate) => candidate.id !== rating.id);
  return { success: true };
}

/** Like and unlike toggle the learner's like on a rating. */
export function setLike(ratingIdParam: string, userId: number, liked: boolean) {
  const id = pathId(ratingIdParam);
  const rating = database().contentRatings.find((candidate) => candidate.id === id);
  if (!rating) return refusals.ratingNotFound();
  rating.likes = rating.likes.filter((likerId) => likerId !== userId);
  if (liked) rating.likes.push(userId);
  return ratingView(rating);
}

function doubtView(doubt: DoubtRecord): Schemas['Doubt'] {
  const user = database().users.find((candidate) => candidate.id === doubt.userId);
  return {
    id: doubt.id,
    title: doubt.title,
    description: doubt.description,
    userName: user?.name ?? 'Colaborador',
    userImage: user?.image ?? null,
    createdAt: doubt.createdAt,
    response: doubt.response,
    responseId: doubt.responseId,
  };
}

/** The data layer's validation, checked first, so the path's ids are judged with the text. */
export const doubtProblems = (
  { title, description }: { title?: unknown; description?: unknown },
  courseIdParam: string,
  contentIdParam: string,
) =>
  validateDoubt({
    title: typeof title === 'string' ? title : '',
    description: typeof description === 'string' ? description : '',
    courseId: courseIdParam,
    contentId: contentIdParam,
  });

/** A doubt about a content; `responseId` names the doubt it follows up (the questions call). */
export function createDoubt(
  owner: ContentOwner,
  content: ContentRecord,
  userId: number,
  {
    title,
    description,
    responseId,
  }: { title?: unknown; description?: unknown; responseId?: unknown },
): Schemas['Doubt'] | Refusal {
  if (owner.provider !== 'course') return refusals.contentNotFound();
  const locked = lockedRefusal(owner, content);
  if (locked) return locked;
  const db = database();
  const followUp = typeof responseId === 'number' ? responseId : null;
  if (
    followUp !== null &&
    !db.contentDoubts.some((doubt) => doubt.id === followUp && doubt.contentId === content.id)
  )
    return refusals.doubtNotFound();
  const doubt: DoubtRecord = {
    id: nextId(),
    userId,
    courseId: owner.course.id,
    contentId: content.id,
    title: (title as string).trim(),
    description: (description as string).trim(),
    createdAt: now().toISOString(),
    responseId: followUp,
    response: null,
  };
  db.contentDoubts.push(doubt);
  return doubtView(doubt);
}

/** The learner's own doubts about a content, newest first. */
export const doubtsOf = (content: ContentRecord, userId: number) =>
  database()
    .contentDoubts.filter((doubt) => doubt.contentId === content.id && doubt.userId === userId)
    .sort(newestFirst)
    .map(doubtView);

/** The content's doubts thread: every learner's questions and follow-ups, newest first. */
export const questionsOf = (content: ContentRecord) =>
  database()
    .contentDoubts.filter((doubt) => doubt.contentId === content.id)
    .sort(newestFirst)
    .map(doubtView);
