import { beforeEach, describe, expect, it } from 'vitest';
import type { Schemas } from '../../db/schemas';
import { database, resetDatabase, setPersistence } from '../../db/store';
import { DEMO_USER_IDS } from '../../seed/users';
import { createCaller, type Caller } from '../../testing/caller';

type Data<T> = { data: T };
type Graduation = Schemas['Graduation'];

const graduation = (id: number) => database().graduations.find((each) => each.id === id)!;
const isEnrolled = (id: number, userId: number) =>
  graduation(id).enrollments.some((each) => each.userId === userId);

async function signedIn(email = 'aluno@decola.dev'): Promise<Caller> {
  const caller = createCaller();
  await caller.signIn(email);
  return caller;
}

const getGraduation = (caller: Caller, id: number) =>
  caller.json<Data<Graduation>>('GET', `/api/decola/graduation/${id}`);

beforeEach(() => {
  setPersistence(null);
  resetDatabase();
});

describe('a training course (graduation)', () => {
  it('shows the training with its menus, the enrolled users and the user’s situation', async () => {
    const caller = await signedIn();
    const { status, body } = await getGraduation(caller, 6);
    expect(status).toBe(200);
    const { trainingCourse, enrolledUsers } = body.data;
    expect(trainingCourse).toMatchObject({ id: 6, type: 2, classes: [] });
    expect(trainingCourse.menus).toHaveLength(4);
    // Module 3 (menu 603) happens today: its QR code is open and it is the current menu.
    expect(body.data.qrCodeMenuID).toBe(603);
    expect(body.data.currentMenu?.id).toBe(603);
    expect(trainingCourse.menu?.id).toBe(603);
    expect(body.data).toMatchObject({ enrolled: true, attended: false, percentageUser: 50 });
    expect(enrolledUsers!.find((user) => user.id === DEMO_USER_IDS.aluno)).toMatchObject({
      name: 'Ana Carolina Ribeiro',
      percentageUser: 50,
    });
    expect(body.data.instructors!.length).toBeGreaterThan(0);
  });

  it('answers 404 for an event that is not a training', async () => {
    const caller = await signedIn();
    expect((await getGraduation(caller, 1)).status).toBe(404);
  });
});

describe('enrolling in and leaving a training course (spec 2 §4)', () => {
  it('enrol sets enrolled; a second enrolment is refused', async () => {
    const caller = await signedIn();
    expect((await getGraduation(caller, 7)).body.data.enrolled).toBe(false);
    const { status, body } = await caller.json('POST', '/api/decola/graduation/7/enroll');
    expect(status).toBe(200);
    expect(body).toEqual({ data: { enrolled: true, attended: false } });
    expect((await getGraduation(caller, 7)).body.data.enrolled).toBe(true);

    const again = await caller.json('POST', '/api/decola/graduation/7/enroll');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'ALREADY_ENROLLED' });
  });

  it('refuses a finished training', async () => {
    const caller = await signedIn('termos@decola.dev');
    const { status, body } = await caller.json('POST', '/api/decola/graduation/8/enroll');
    expect(status).toBe(409);
    expect(body).toEqual({
      code: 'EVENT_CLASS_FINISHED',
      message: 'Esta turma já foi finalizada.',
    });
    expect(isEnrolled(8, DEMO_USER_IDS.termos)).toBe(false);
  });

  it('unenrol sets enrolled false and takes the user out of the list', async () => {
    const caller = await signedIn();
    const { status, body } = await caller.json('DELETE', '/api/decola/graduation/6/unenroll');
    expect(status).toBe(200);
    expect(body).toEqual({ data: { enrolled: false, attended: false } });
    const after = await getGraduation(caller, 6);
    expect(after.body.data).toMatchObject({ enrolled: false, percentageUser: 0 });
    expect(after.body.data.enrolledUsers!.map((user) => user.id)).not.toContain(
      DEMO_USER_IDS.aluno,
    );
  });

  it('keeps the enrolment of a finished training, which its certificate depends on', async () => {
    const caller = await signedIn();
    const { status, body } = await caller.json('DELETE', '/api/decola/graduation/8/unenroll');
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'EVENT_CLASS_FINISHED' });
    expect(isEnrolled(8, DEMO_USER_IDS.aluno)).toBe(true);
  });
});

describe('checking in to a training by QR code', () => {
  const checkIn = (caller: Caller, id: number, token?: string) =>
    caller.json<Data<Schemas['EventCheckIn']>>('POST', '/api/decola/graduation/check-in/qr-code', {
      query: { confirmation: true, id },
      bearer: token,
    });

  it('records the presence of today’s module: enrolled and attended', async () => {
    const caller = await signedIn();
    const { status, body } = await checkIn(caller, 6, 'formacao-6-modulo-603');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      eventID: 6,
      graduationID: 6,
      menuID: 603,
      enrolled: true,
      attended: true,
    });
    const after = await getGraduation(caller, 6);
    expect(after.body.data).toMatchObject({ attended: true, percentageUser: 75 });
  });

  it('enrols a user who was not enrolled yet', async () => {
    const caller = await signedIn('termos@decola.dev');
    expect((await checkIn(caller, 6, 'formacao-6-modulo-603')).status).toBe(200);
    expect(isEnrolled(6, DEMO_USER_IDS.termos)).toBe(true);
    expect((await getGraduation(caller, 6)).body.data).toMatchObject({
      enrolled: true,
      attended: true,
      percentageUser: 25,
    });
  });

  it('refuses an unknown token, or the token of another training', async () => {
    const caller = await signedIn('termos@decola.dev');
    const unknown = await checkIn(caller, 6, 'token-inventado');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 'INVALID_QR_CODE' });
    expect((await checkIn(caller, 7, 'formacao-6-modulo-603')).status).toBe(400);
    expect(isEnrolled(6, DEMO_USER_IDS.termos)).toBe(false);
  });

  it('refuses the code of a finished training', async () => {
    const caller = await signedIn();
    const { status, body } = await checkIn(caller, 8, 'formacao-8-modulo-802');
    expect(status).toBe(409);
    expect(body).toMatchObject({ code: 'EVENT_CLASS_FINISHED' });
  });
});

describe('training certificates', () => {
  it('are given once the training is over, to who attended enough', async () => {
    const caller = await signedIn();
    const finished = await caller.json('GET', '/api/decola/certificate/graduation/8');
    expect(finished.status).toBe(200);
    expect(finished.body).toEqual({
      data: {
        path: '/student/demo/certificates/formacao-8-usuario-1.pdf',
        certificateDifferent: false,
      },
    });
    const running = await caller.json('GET', '/api/decola/certificate/graduation/6');
    expect(running.status).toBe(400);
    expect(running.body).toMatchObject({ code: 'CERTIFICATE_UNAVAILABLE' });
  });
});
