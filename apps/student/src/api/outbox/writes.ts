import type {
  AlternativeAnswer,
  CheckpointSave,
  ContentOwner,
  ContentRef,
  DescriptiveAnswer,
  DoubtCreation,
  ExerciseAnswer,
  NoteCreation,
  NoteDeletion,
  NoteUpdate,
  ProgressSave,
  QuestionCreation,
  RatingCreation,
  ScormCheckpointsSave,
} from '@decola/api-client/react-query';
import { contentKeys, exerciseKeys, isCourseOwner } from '@decola/api-client/react-query';
import { foldLatest, foldProgress, foldScormValues } from '@decola/domain';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { contentQuery, contentWrite } from '../contents';
import { exerciseQuery, exerciseWrite, questionnaireWrite } from '../questionnaires';
import type { WriteKind } from './outbox';

type Payload<T> = Omit<T, 'keepalive'>;

/** What a write is about, as the outbox folds and lists them: a content, a note, a question. */
export const contentTarget = ({ owner, contentId }: ContentRef): string =>
  `${ownerKey(owner)}/content:${contentId}`;

const ownerKey = (owner: ContentOwner) =>
  isCourseOwner(owner) ? `course:${owner.courseId}` : `event:${owner.eventId}:${owner.classId}`;

/** An exercise opened by its own id (the exercise route): its answers wait under it. */
export const exerciseTarget = (exerciseId: number): string => `exercise:${exerciseId}`;

/** The learner's writes that wait for the network when it is not there (docs/decisions.md). */
export function writeKinds(queryClient: QueryClient) {
  const fresh = <T>(options: { queryKey: QueryKey; queryFn?: unknown }) =>
    queryClient.fetchQuery({ ...(options as { queryKey: QueryKey }), staleTime: 0 }) as Promise<T>;
  return {
    progress: {
      send: (save: Payload<ProgressSave>, keepalive) =>
        contentWrite.saveProgress({ ...save, keepalive }),
      fold: foldProgress,
    } satisfies WriteKind<Payload<ProgressSave>>,
    checkpoint: {
      send: (save: Payload<CheckpointSave>, keepalive) =>
        contentWrite.saveCheckpoint({ ...save, keepalive }),
      fold: foldLatest,
    } satisfies WriteKind<Payload<CheckpointSave>>,
    scorm: {
      send: (save: Payload<ScormCheckpointsSave>, keepalive) =>
        contentWrite.saveScormCheckpoints({ ...save, keepalive }),
      fold: foldScormValues,
    } satisfies WriteKind<Payload<ScormCheckpointsSave>>,
    createNote: {
      send: (note: NoteCreation) => contentWrite.createNote(note),
      fold: null,
      arrived: async ({ owner, contentId, body }: NoteCreation) =>
        (
          await fresh<{ annotation: string; seconds: number }[]>(
            contentQuery.notes(owner, contentId),
          )
        ).some((note) => note.annotation === body.text && note.seconds === (body.seconds ?? 0)),
    } satisfies WriteKind<NoteCreation>,
    updateNote: {
      send: (note: NoteUpdate) => contentWrite.updateNote(note),
      fold: foldLatest,
    } satisfies WriteKind<NoteUpdate>,
    deleteNote: {
      send: (note: NoteDeletion) => contentWrite.deleteNote(note),
      fold: null,
      arrived: async ({ owner, contentId, noteId }: NoteDeletion) =>
        !(await fresh<{ id: number }[]>(contentQuery.notes(owner, contentId))).some(
          (note) => note.id === noteId,
        ),
    } satisfies WriteKind<NoteDeletion>,
    createDoubt: {
      send: (doubt: DoubtCreation) => contentWrite.createDoubt(doubt),
      fold: null,
      arrived: async ({ owner, contentId, body }: DoubtCreation) =>
        (
          await fresh<{ title: string; description: string }[]>(
            contentQuery.doubts(owner, contentId),
          )
        ).some((doubt) => doubt.title === body.title && doubt.description === body.description),
    } satisfies WriteKind<DoubtCreation>,
    createReply: {
      send: (reply: QuestionCreation) => contentWrite.createQuestion(reply),
      fold: null,
      arrived: async ({ owner, contentId, body }: QuestionCreation) =>
        (
          await fresh<{ title: string; description: string; responseId?: number | null }[]>(
            contentQuery.questions(owner, contentId),
          )
        ).some(
          (doubt) =>
            doubt.responseId === body.responseId &&
            doubt.title === body.title &&
            doubt.description === body.description,
        ),
    } satisfies WriteKind<QuestionCreation>,
    createRating: {
      send: ({ userId: _userId, ...rating }: RatingCreation & { userId: number }) =>
        contentWrite.createRating(rating),
      fold: null,
      // One rating per learner and content: any of theirs with these stars and words is this one.
      arrived: async ({ owner, contentId, body, userId }: RatingCreation & { userId: number }) => {
        const ratings = await queryClient.fetchInfiniteQuery({
          ...contentQuery.ratings(owner, contentId),
          staleTime: 0,
        });
        return (ratings.pages[0]?.ratings ?? []).some(
          (rating) =>
            rating.userID === userId &&
            rating.stars === body.stars &&
            (rating.message ?? '') === (body.message ?? ''),
        );
      },
    } satisfies WriteKind<RatingCreation & { userId: number }>,
    answerAlternative: {
      send: (answer: AlternativeAnswer) => questionnaireWrite.answerAlternative(answer),
      fold: null,
      arrived: (answer: AlternativeAnswer) => isAnswered(answer),
    } satisfies WriteKind<AlternativeAnswer>,
    answerDescriptive: {
      send: (answer: DescriptiveAnswer) => questionnaireWrite.answerDescriptive(answer),
      fold: null,
      arrived: (answer: DescriptiveAnswer) => isAnswered(answer),
    } satisfies WriteKind<DescriptiveAnswer>,
    answerExercise: {
      send: (answer: ExerciseAnswer) => exerciseWrite.answer(answer),
      fold: null,
      arrived: async ({ id, page }: ExerciseAnswer) =>
        (await fresh<{ question: { status?: string } }>(exerciseQuery.page(id, page))).question
          .status === 'ANSWERED',
    } satisfies WriteKind<ExerciseAnswer>,
  };

  // The contract allows one answer a question: answered there means this answer arrived.
  async function isAnswered(ref: AlternativeAnswer | DescriptiveAnswer): Promise<boolean> {
    const page = await fresh<{ question: { status?: string } }>(
      contentQuery.questionnairePage(ref.owner, ref.contentId, ref.questionnaireId, ref.page),
    );
    return page.question.status === 'ANSWERED';
  }
}

export type WriteKinds = ReturnType<typeof writeKinds>;

/** The queries a sent write changes, refreshed whether it went at once or later. */
export function changedBy(kind: string, payload: unknown): QueryKey[] {
  const ref = payload as ContentRef & Partial<{ questionnaireId: number; page: number }>;
  switch (kind) {
    case 'createNote':
    case 'updateNote':
    case 'deleteNote':
      return [contentKeys.notes(ref.owner, ref.contentId)];
    case 'createDoubt':
    case 'createReply':
      return [
        contentKeys.doubts(ref.owner, ref.contentId),
        contentKeys.questions(ref.owner, ref.contentId),
      ];
    case 'createRating':
      return [contentKeys.ratings(ref.owner, ref.contentId)];
    case 'answerAlternative':
    case 'answerDescriptive':
      return [
        contentKeys.questionnairePage(ref.owner, ref.contentId, ref.questionnaireId!, ref.page!),
        contentKeys.detail(ref.owner, ref.contentId),
      ];
    case 'answerExercise': {
      const { id, page } = payload as ExerciseAnswer;
      return [exerciseKeys.page(id, page)];
    }
    default:
      return [];
  }
}
