import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Schemas } from '../../../db/schemas';
import { database, resetDatabase, setClock, setPersistence } from '../../../db/store';
import { createCaller } from '../../../testing/caller';

const START = new Date('2026-03-16T13:00:00-03:00').getTime();
let clock = START;

const NR35 = '/api/decola/courses/4/contents';
const SIPAT = '/api/decola/events/1/class/11/contents';

async function aluno() {
  const caller = createCaller();
  await caller.signIn('aluno@decola.dev');
  return caller;
}

beforeEach(() => {
  setPersistence(null);
  clock = START;
  setClock(() => new Date(clock));
  resetDatabase();
});

afterEach(() => setClock(() => new Date()));

describe('notes', () => {
  it('are created, edited and deleted, and always listed by seconds', async () => {
    const caller = await aluno();
    const seconds = async () =>
      (await caller.json<{ data: Schemas['Note'][] }>('GET', `${NR35}/401/notes`)).body.data.map(
        (note) => note.seconds,
      );
    expect(await seconds()).toEqual([45, 312, 780]);

    const empty = await caller.json('POST', `${NR35}/401/notes`, {
      body: { text: '  ', seconds: 5 },
    });
    expect(empty).toEqual({
      status: 400,
      body: [
        {
          code: 'INVALID_CONTENT_ANNOTATION',
          message: 'Informe o texto da anotação',
          field: 'text',
        },
      ],
    });

    const created = await caller.json<{ data: Schemas['Note'] }>('POST', `${NR35}/401/notes`, {
      body: { text: 'Inspecionar o talabarte.', seconds: 10 },
    });
    expect(created.body.data).toMatchObject({
      content_id: 401,
      annotation: 'Inspecionar o talabarte.',
      seconds: 10,
    });
    expect(await seconds()).toEqual([10, 45, 312, 780]);

    const noteId = created.body.data.id;
    const edited = await caller.json<{ data: Schemas['Note'] }>(
      'POST',
      `${NR35}/401/notes/${noteId}`,
      { body: { id: noteId, text: 'Inspecionar talabarte e mosquetões.', seconds: 900 } },
    );
    expect(edited.body.data.annotation).toBe('Inspecionar talabarte e mosquetões.');
    expect(await seconds()).toEqual([45, 312, 780, 900]);

    const otherId = await caller.json('POST', `${NR35}/401/notes/${noteId}`, {
      body: { id: 1, text: 'Outro texto' },
    });
    expect(otherId).toMatchObject({ status: 400, body: { code: 'INVALID_ID' } });

    expect((await caller.json('DELETE', `${NR35}/401/notes/${noteId}`)).body).toEqual({
      data: { success: true },
    });
    expect(await seconds()).toEqual([45, 312, 780]);
    expect((await caller.json('DELETE', `${NR35}/401/notes/${noteId}`)).status).toBe(404);
  });

  it('are shared with the annotations set, and an event content keeps its own', async () => {
    const caller = await aluno();
    const created = await caller.json<{ data: Schemas['Annotation'] }>(
      'POST',
      '/api/decola/annotation/create/1101',
      { body: { annotation: 'Levar a FVS para a reunião.' } },
    );
    expect(created.status).toBe(200);
    const courseNotes = await caller.json<{ data: Schemas['Note'][] }>(
      'GET',
      '/api/decola/courses/11/contents/1101/notes',
    );
    expect(courseNotes.body.data.map((note) => note.annotation)).toEqual([
      'Levar a FVS para a reunião.',
    ]);
    // Class 11's first content is also 1101: its notes are not the course content's.
    const eventNotes = await caller.json<{ data: Schemas['Note'][] }>('GET', `${SIPAT}/1101/notes`);
    expect(eventNotes.body.data.map((note) => note.annotation)).toEqual([
      'Checklist de andaimes: oficina 3 da SIPAT.',
    ]);
    await caller.json('DELETE', `/api/decola/annotation/delete/${created.body.data.id}`);
    const after = await caller.json<{ data: unknown[] }>('GET', '/api/decola/annotation/list/1101');
    expect(after.body.data).toEqual([]);
  });
});

describe('ratings', () => {
  it('validate stars and the message below 4 stars, collecting both problems', async () => {
    const caller = await aluno();
    const stars = {
      code: 'INVALID_RATING',
      message: 'Selecione entre uma e cinco estrelas.',
      field: 'stars',
    };
    const message = { code: 'INVALID_RATING', message: 'Deixe uma mensagem', field: 'message' };
    const rate = (body: object) => caller.json('POST', `${NR35}/402/ratings`, { body });
    expect(await rate({ stars: 0 })).toEqual({ status: 400, body: [stars, message] });
    expect(await rate({ stars: 6, message: 'ok' })).toEqual({ status: 400, body: [stars] });
    expect(await rate({ stars: 3, message: '  ' })).toEqual({ status: 400, body: [message] });
    expect((await rate({ stars: 4 })).status).toBe(200);
  });

  it('put a created rating first, delete only one’s own, and toggle likes', async () => {
    const caller = await aluno();
    const created = await caller.json<{ data: Schemas['Rating'] }>('POST', `${NR35}/402/ratings`, {
      body: { stars: 2, message: 'O vídeo travou no celular.' },
    });
    expect(created.body.data).toMatchObject({ stars: 2, userID: 1, likes: [] });
    const ratingId = created.body.data.id;
    type RatingPage = { data: Schemas['RatingPage'] };
    const list = await caller.json<RatingPage>('GET', `${NR35}/402/ratings`, {
      query: { index: 0 },
    });
    expect(list.body.data.ratings[0]!.id).toBe(ratingId);

    // The course's rating and comments count it too.
    const comments = await caller.json<{ data: Schemas['CommentPage'] }>(
      'GET',
      '/api/decola/rate/4',
    );
    expect(comments.body.data.comments[0]).toMatchObject({
      id: ratingId,
      message: 'O vídeo travou no celular.',
      contentName: 'Sistemas de proteção contra quedas',
    });

    const liked = await caller.json<{ data: Schemas['Rating'] }>(
      'POST',
      `/api/decola/rate/${ratingId}/likes`,
    );
    expect(liked.body.data.likes).toEqual([1]);
    const unliked = await caller.json<{ data: Schemas['Rating'] }>(
      'DELETE',
      `/api/decola/rate/${ratingId}/likes`,
    );
    expect(unliked.body.data.likes).toEqual([]);

    const someoneElses = list.body.data.ratings.find((rating) => rating.userID !== 1)!;
    const refused = await caller.json('DELETE', `${NR35}/402/rating/${someoneElses.id}`);
    expect(refused).toMatchObject({ status: 400, body: { code: 'NOT_OWN_RATING' } });

    expect((await caller.json('DELETE', `${NR35}/402/rating/${ratingId}`)).status).toBe(200);
    const after = await caller.json<RatingPage>('GET', `${NR35}/402/ratings`);
    expect(after.body.data.ratings.map((rating) => rating.id)).not.toContain(ratingId);
  });
});

describe('doubts', () => {
  it('answer every data-layer problem at once, and list the learner’s doubts', async () => {
    const caller = await aluno();
    const refused = await caller.json('POST', `${NR35}/401/doubts`, {
      body: { title: ' ', description: '' },
    });
    expect(refused).toEqual({
      status: 400,
      body: [
        { code: 'EMPTY_FIELD', message: 'Título não pode ser vazio.', field: 'title' },
        { code: 'EMPTY_FIELD', message: 'Descrição não pode ser vazia.', field: 'description' },
      ],
    });
    await caller.json('POST', `${NR35}/401/doubts`, {
      body: { title: 'Cinto abdominal', description: 'Ainda é permitido em algum caso?' },
    });
    const mine = await caller.json<{ data: Schemas['Doubt'][] }>('GET', `${NR35}/401/doubts`);
    expect(mine.body.data.map((doubt) => doubt.title)).toEqual([
      'Cinto abdominal',
      'Ancoragem em platibanda',
    ]);
  });
});

describe('questionnaires', () => {
  it('generate, answer page by page and finish, counting the right answers', async () => {
    const caller = await aluno();
    const generated = await caller.json<{ data: Schemas['Questionnaire'] }>(
      'POST',
      `${NR35}/405/questionnaires`,
    );
    const questionnaire = generated.body.data;
    expect(questionnaire).toMatchObject({
      courseId: 4,
      contentId: 405,
      numberOfQuestions: 5,
      minCorrectAnswers: 3,
      finishedAt: null,
      createdAt: new Date(START).toISOString(),
    });

    const content = await caller.json<{ data: Schemas['CourseContent'] }>('GET', `${NR35}/405`);
    expect(content.body.data.status.progress).toBe(0);
    // The cover call names the exercise: the content tells which.
    expect(content.body.data.exercise!.exerciseId).toBe(questionnaire.exerciseId);
    expect(content.body.data.exercise!.status).toMatchObject({
      doing: true,
      finished: false,
      userAttempts: 1,
      questionnaire: { id: questionnaire.id, questions: { corrects: 0, answered: 0 } },
    });

    const exercise = database().exercises.find(
      (candidate) => candidate.id === questionnaire.exerciseId,
    )!;
    const base = `${NR35}/405/questionnaires/${questionnaire.id}/pages`;
    for (let page = 1; page <= 5; page += 1) {
      const { body } = await caller.json<{ data: Schemas['QuestionnairePage'] }>(
        'GET',
        `${base}/${page}`,
      );
      const question = exercise.questions.find(
        (candidate) => candidate.id === body.data.question.id,
      )!;
      expect(body.data.question).toMatchObject({ page, status: 'PENDING', correctAnswer: null });
      // Pages 1–3 right, 4 and 5 wrong.
      const chosen =
        page <= 3
          ? question.correctAlternativeId!
          : question.alternatives.find((item) => item.id !== question.correctAlternativeId)!.id;
      const answered = await caller.json<{ data: Schemas['Question'] }>(
        'POST',
        `${base}/${page}/alternatives/${chosen}`,
      );
      expect(answered.body.data).toMatchObject({
        status: 'ANSWERED',
        alternativeAnswered: chosen,
        correctAnswer: question.correctAlternativeId,
        isIncorrect: page > 3,
      });
    }
    const twice = await caller.json('POST', `${base}/1/alternatives/1`);
    expect(twice).toMatchObject({ status: 400, body: { code: 'QUESTION_ALREADY_ANSWERED' } });
    expect((await caller.json('GET', `${base}/6`)).status).toBe(404);

    clock += 5 * 60_000;
    const finished = await caller.json<{ data: Schemas['QuestionnaireResult'] }>(
      'POST',
      `/api/decola/exercise/questionnaire/${questionnaire.id}/finish`,
    );
    expect(finished.body.data).toMatchObject({
      corrects: 3,
      answered: 5,
      approved: true,
      questionnaire: { finishedAt: new Date(clock).toISOString() },
    });
    const after = await caller.json<{ data: Schemas['CourseContent'] }>('GET', `${NR35}/405`);
    expect(after.body.data.status.progress).toBe(100);
    expect(after.body.data.exercise!.status).toMatchObject({
      doing: false,
      finished: true,
      userAttempts: 1,
      questionnaire: { questions: { corrects: 3, answered: 5 } },
    });
    const late = await caller.json('POST', `${base}/2/alternatives/1`);
    expect(late).toMatchObject({ status: 400, body: { code: 'QUESTIONNAIRE_FINISHED' } });
  });

  it('counts a descriptive answer as answered, not right, and refuses answers after the time', async () => {
    const caller = await aluno();
    const { body } = await caller.json<{ data: Schemas['Questionnaire'] }>(
      'POST',
      '/api/decola/courses/3/contents/304/questionnaires',
    );
    const base = `/api/decola/courses/3/contents/304/questionnaires/${body.data.id}/pages`;
    let descriptivePage = 0;
    for (let page = 1; page <= body.data.numberOfQuestions; page += 1) {
      const shown = await caller.json<{ data: Schemas['QuestionnairePage'] }>(
        'GET',
        `${base}/${page}`,
      );
      if (shown.body.data.question.type === 2) descriptivePage = page;
    }
    const answered = await caller.json<{ data: Schemas['Question'] }>(
      'POST',
      `${base}/${descriptivePage}/descriptive`,
      { body: { answer: 'Isolaria a área e chamaria o SAMU pelo 192.' } },
    );
    expect(answered.body.data).toMatchObject({ status: 'ANSWERED', isIncorrect: null });
    const status = database().learners[1]!.contents['course:304']!.exercise!.questionnaire;
    expect(status!.questions).toEqual({ corrects: 0, answered: 1 });

    clock += (body.data.maximumTime + 1) * 1000;
    const other = descriptivePage === 1 ? 2 : 1;
    const late = await caller.json('POST', `${base}/${other}/alternatives/1`);
    expect(late).toMatchObject({ status: 400, body: { code: 'QUESTIONNAIRE_TIME_OVER' } });
  });
});

describe('progress and finishing', () => {
  const EPI = '/api/decola/courses/16/contents';

  it('tracks watching below the minimum, finishes at it, and finishes the course once with its decoins', async () => {
    const caller = await aluno();
    const user = () => database().users.find((candidate) => candidate.id === 1)!;
    const courseLines = () =>
      (database().statement[1] ?? []).filter((line) => line.typeCode === 'COURSE_FINISHED');
    const decoinsBefore = user().dcoins!;
    const linesBefore = courseLines().length;

    const tooFast = await caller.json('POST', `${EPI}/1602/progress`, { body: { speedRate: 2.5 } });
    expect(tooFast).toEqual({
      status: 400,
      body: [{ code: 'INVALID_SPEED_RATE', message: 'Velocidade de reprodução inválida.' }],
    });

    // 1602: a 42-second audio, 30 s minimum, 9 s already listened to.
    const below = await caller.json<{ data: Schemas['ContentStatus'] }>(
      'POST',
      `${EPI}/1602/progress`,
      { body: { speedRate: 2, seconds: 3 } },
    );
    expect(below.body.data).toMatchObject({ progress: 50, finishedAt: null });
    const early = await caller.json('POST', `${EPI}/1602/finish`);
    expect(early).toMatchObject({ status: 400, body: { code: 'MIN_DURATION_NOT_REACHED' } });

    const reached = await caller.json<{ data: Schemas['ContentStatus'] }>(
      'POST',
      `${EPI}/1602/progress`,
      { body: { speedRate: 1.5, seconds: 10 } },
    );
    expect(reached.body.data.progress).toBe(100);
    expect(reached.body.data.finishedAt).toBe(new Date(START).toISOString());

    const course = async () =>
      (await caller.json<{ data: Schemas['Course'] }>('GET', '/api/decola/course/list/id/16')).body
        .data;
    expect((await course()).statusCourse).toEqual({ finished: false, progress: true });

    const last = await caller.json<{ data: Schemas['ContentStatus'] }>(
      'POST',
      `${EPI}/1603/finish`,
    );
    expect(last.body.data.progress).toBe(100);
    expect(await course()).toMatchObject({
      statusCourse: { finished: true, progress: false },
      courseProgress: 100,
    });
    expect(user().dcoins).toBe(decoinsBefore + 60);
    expect(courseLines()).toHaveLength(linesBefore + 1);
    expect(courseLines()[0]).toMatchObject({
      type: 'CREDIT',
      value: 60,
      description: 'Conclusão do curso "EPI: Escolha, Uso e Conservação (NR-6)"',
    });

    // Finishing again, or leaving and finishing once more, credits nothing more.
    const again = await caller.json<{ data: Schemas['CourseCompletion'] }>(
      'POST',
      '/api/decola/course/finish/16',
    );
    expect(again.body.data).toMatchObject({ courseID: 16, earnedDecoins: 0 });
    await caller.json('POST', '/api/decola/remove/progress/course/16');
    for (const contentId of [1601, 1602])
      await caller.json('POST', `${EPI}/${contentId}/progress`, {
        body: { speedRate: 2, seconds: 300 },
      });
    await caller.json('POST', `${EPI}/1603/finish`);
    expect((await course()).statusCourse?.finished).toBe(true);
    expect(user().dcoins).toBe(decoinsBefore + 60);
    expect(courseLines()).toHaveLength(linesBefore + 1);
  });

  it('refuses to finish a course with contents left, a locked content and an exercise not passed', async () => {
    const caller = await aluno();
    const open = await caller.json('POST', '/api/decola/course/finish/4');
    expect(open).toMatchObject({ status: 400, body: { code: 'COURSE_NOT_COMPLETED' } });
    const locked = await caller.json('POST', '/api/decola/courses/20/contents/2003/initialize');
    expect(locked).toMatchObject({ status: 400, body: { code: 'CONTENT_LOCKED' } });
    // An exercise is finished by passing its questionnaire, not by time spent on it.
    const timed = await caller.json<{ data: Schemas['ContentStatus'] }>(
      'POST',
      `${NR35}/405/progress`,
      {
        body: { speedRate: 1, seconds: 600 },
      },
    );
    expect(timed.body.data.progress).toBe(0);
    const exercise = await caller.json('POST', `${NR35}/405/finish`);
    expect(exercise).toMatchObject({ status: 400, body: { code: 'EXERCISE_NOT_APPROVED' } });
  });

  it('saves checkpoints, refusing negative seconds', async () => {
    const caller = await aluno();
    const refused = await caller.json('POST', `${EPI}/1602/checkpoints`, { body: { seconds: -1 } });
    expect(refused).toEqual({
      status: 400,
      body: [{ code: 'INVALID_CHECKPOINT', message: 'Checkpoint inválido.' }],
    });
    const saved = await caller.json<{ data: Schemas['ContentStatus'] }>(
      'POST',
      `${EPI}/1602/checkpoints`,
      { body: { seconds: 200 } },
    );
    expect(saved.body.data.checkpoint).toBe(200);
  });
});

describe('event contents', () => {
  it('answer ratings, doubts and questions with 501, and finishing simply succeeds', async () => {
    const caller = await aluno();
    const notImplemented = { code: 'NOT_IMPLEMENTED', message: 'Not implemented' };
    const calls: [string, string, object?][] = [
      ['POST', `${SIPAT}/1102/ratings`, { stars: 5 }],
      ['GET', `${SIPAT}/1102/ratings`],
      ['DELETE', `${SIPAT}/1102/rating/1`],
      ['POST', `${SIPAT}/1102/doubts`, { title: 'Dúvida', description: 'Texto' }],
      ['GET', `${SIPAT}/1102/doubts`],
      ['GET', `${SIPAT}/1102/questions`],
      ['POST', `${SIPAT}/1102/questions`, { title: 'Dúvida', description: 'Texto' }],
    ];
    for (const [method, path, body] of calls)
      expect(await caller.json(method, path, { body })).toEqual({
        status: 501,
        body: notImplemented,
      });

    const contents = await caller.json<{ data: Schemas['CourseContent'][] }>('GET', `${SIPAT}`);
    expect(contents.body.data.map((content) => [content.id, content.providerType])).toEqual([
      [1101, 1],
      [1102, 1],
      [1103, 1],
    ]);
    expect((await caller.json('POST', `${SIPAT}/1103/finish`)).body).toEqual({
      data: { success: true },
    });
    const finished = await caller.json<{ data: Schemas['CourseContent'] }>('GET', `${SIPAT}/1103`);
    expect(finished.body.data.status.progress).toBe(100);
    // Course 11's content 1103 is another content: untouched.
    const courseContent = await caller.json<{ data: Schemas['CourseContent'] }>(
      'GET',
      '/api/decola/courses/11/contents/1103',
    );
    expect(courseContent.body.data.status.progress).toBe(0);
  });

  it('answer 404 for a class of another event', async () => {
    const caller = await aluno();
    expect((await caller.json('GET', '/api/decola/events/2/class/11/contents')).status).toBe(404);
  });
});
