import { beforeEach, describe, expect, it } from 'vitest';
import type { Schemas } from '../../db/schemas';
import { resetDatabase, setPersistence } from '../../db/store';
import { createCaller, type Caller } from '../../testing/caller';

type Data<T> = { data: T };
type Event = Schemas['Event'];

async function signedIn(email = 'aluno@decola.dev'): Promise<Caller> {
  const caller = createCaller();
  await caller.signIn(email);
  return caller;
}

beforeEach(() => {
  setPersistence(null);
  resetDatabase();
});

describe('the events list (dashboard "Treinamentos")', () => {
  it('holds events with classes and trainings with menus, what is still to happen first', async () => {
    const caller = await signedIn();
    const { status, body } = await caller.json<Data<Event[]>>('GET', '/api/decola/event/list');
    expect(status).toBe(200);
    const ids = body.data.map((event) => event.id);
    expect([...ids].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    // Events 2 and 8 are over: they come last.
    expect(ids.slice(-2).sort()).toEqual([2, 8]);

    const sipat = body.data.find((event) => event.id === 1)!;
    expect(sipat).toMatchObject({ type: 1, classID: 11, menus: [], menu: null });
    expect(sipat.classes!.map((each) => each.id)).toEqual([11, 12]);
    expect(sipat.classes!.map((each) => each.modality)).toEqual([2, 1]);

    const training = body.data.find((event) => event.id === 6)!;
    expect(training).toMatchObject({ type: 2, classID: null, classes: [] });
    expect(training.menus).toHaveLength(4);
  });

  it('opens, for each event, the user’s own class when there is one', async () => {
    const caller = await signedIn();
    const { body } = await caller.json<Data<Event[]>>('GET', '/api/decola/event/list');
    const classOf = (id: number) => body.data.find((event) => event.id === id)!.classID;
    expect(classOf(4)).toBe(41);
    // The full Belo Horizonte class is the first to happen in event 3.
    expect(classOf(3)).toBe(31);
  });

  it('lists the events the user attended, with the class they attended', async () => {
    const caller = await signedIn();
    const { body } = await caller.json<Data<Event[]>>('GET', '/api/decola/event/list/attended');
    const attended = body.data.map((event) => [event.id, event.classID]);
    expect(attended).toEqual([
      [1, 11],
      [6, null],
      [2, 21],
      [8, null],
    ]);
  });
});

describe('one event', () => {
  it('shows the signed-in user only their own attendance records', async () => {
    const caller = await signedIn();
    const { status, body } = await caller.json<Data<Event>>('GET', '/api/decola/event/2');
    expect(status).toBe(200);
    const [workshop] = body.data.classes!;
    expect(workshop!.attendances!.map((record) => record.userID)).toEqual([1]);
    expect(workshop!.finishedAt).not.toBeNull();
    expect(workshop!.userCertificateUrl).toBe(
      '/student/demo/certificates/evento-2-turma-21-usuario-1.pdf',
    );
  });

  it('answers 404 for an unknown event', async () => {
    const caller = await signedIn();
    expect((await caller.json('GET', '/api/decola/event/404')).status).toBe(404);
  });

  it('has no ratings: the backend answers Not implemented (spec 2 §7)', async () => {
    const caller = await signedIn();
    const { status, body } = await caller.json('GET', '/api/decola/event/1/ratings');
    expect(status).toBe(501);
    expect(body).toEqual({ code: 'NOT_IMPLEMENTED', message: 'Not implemented' });
  });
});

describe('event comments', () => {
  type CommentPage = Data<Schemas['CommentPage']>;

  it('come 15 a page, newest first, without the deleted ones', async () => {
    const caller = await signedIn();
    const first = await caller.json<CommentPage>('GET', '/api/decola/event/2/comments');
    expect(first.body.data).toMatchObject({ page: 1, pages: 2, total: 17 });
    expect(first.body.data.comments).toHaveLength(15);
    const dates = first.body.data.comments.map((comment) => comment.createAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const second = await caller.json<CommentPage>('GET', '/api/decola/event/2/comments', {
      query: { page: 2 },
    });
    expect(second.body.data.comments).toHaveLength(2);
    expect(second.body.data.comments.every((comment) => comment.status === 1)).toBe(true);
  });

  it('include the deleted ones for administrators (spec 1 §6)', async () => {
    const caller = await signedIn('admin@decola.dev');
    const { body } = await caller.json<CommentPage>('GET', '/api/decola/event/2/comments', {
      query: { limit: 50 },
    });
    expect(body.data.total).toBe(18);
    expect(body.data.comments.filter((comment) => comment.status === 2)).toHaveLength(1);
  });
});

describe('event class certificates', () => {
  it('are different for the one fixed pair (spec 2 §7)', async () => {
    const caller = await signedIn();
    const { status, body } = await caller.json('GET', '/api/decola/certificate/event/2/class/21');
    expect(status).toBe(200);
    expect(body).toEqual({
      data: {
        path: '/student/demo/certificates/evento-2-turma-21-usuario-1.pdf',
        certificateDifferent: true,
      },
    });
  });

  it('wait for the class to be over', async () => {
    const caller = await signedIn();
    const { status, body } = await caller.json('GET', '/api/decola/certificate/event/1/class/11');
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'CERTIFICATE_UNAVAILABLE' });
  });

  it('are not found for a class of another event', async () => {
    const caller = await signedIn();
    expect((await caller.json('GET', '/api/decola/certificate/event/1/class/21')).status).toBe(404);
  });
});
