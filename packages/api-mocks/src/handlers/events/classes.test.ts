import { toCalendarDay } from '@decola/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Schemas } from '../../db/schemas';
import { database, now, resetDatabase, setPersistence } from '../../db/store';
import { DEMO_USER_IDS } from '../../seed/users';
import { createCaller, type Caller } from '../../testing/caller';

type Data<T> = { data: T };
type EventClass = Schemas['EventClass'];

const today = () => toCalendarDay(now())!;
const classRecord = (id: number) => database().eventClasses.find((each) => each.id === id)!;

async function signedIn(email = 'aluno@decola.dev'): Promise<Caller> {
  const caller = createCaller();
  await caller.signIn(email);
  return caller;
}

beforeEach(() => {
  setPersistence(null);
  resetDatabase();
});

describe('enrolling in an event class (spec 2 §4)', () => {
  it('adds the user to the class, and the event then shows them enrolled', async () => {
    const caller = await signedIn();
    const { status, body } = await caller.json<Data<EventClass>>(
      'POST',
      '/api/decola/event/class/12/enroll',
    );
    expect(status).toBe(200);
    expect(body.data.enrollUsers).toContainEqual({ id: DEMO_USER_IDS.aluno });
    expect(classRecord(12).enrollUsers).toContainEqual({ id: DEMO_USER_IDS.aluno });

    const event = await caller.json<Data<Schemas['Event']>>('GET', '/api/decola/event/1');
    const online = event.body.data.classes!.find((each) => each.id === 12)!;
    expect(online.enrollUsers).toContainEqual({ id: DEMO_USER_IDS.aluno });
    expect(online.attendances).toEqual([]);
  });

  it('refuses a class the user is already enrolled in', async () => {
    const caller = await signedIn();
    const before = classRecord(11).enrollUsers.length;
    const { status, body } = await caller.json('POST', '/api/decola/event/class/11/enroll');
    expect(status).toBe(409);
    expect(body).toEqual({
      code: 'ALREADY_ENROLLED',
      message: 'Você já está matriculado nessa turma.',
    });
    expect(classRecord(11).enrollUsers).toHaveLength(before);
  });

  it('refuses a full class', async () => {
    const caller = await signedIn();
    const full = classRecord(31);
    expect(full.enrollUsers).toHaveLength(full.maxCapacity!);
    const { status, body } = await caller.json('POST', '/api/decola/event/class/31/enroll');
    expect(status).toBe(409);
    expect(body).toEqual({
      code: 'MAX_CAPACITY_REACHED',
      message: 'Não há mais vagas para essa turma.',
    });
    expect(classRecord(31).enrollUsers).not.toContainEqual({ id: DEMO_USER_IDS.aluno });
  });

  it('refuses a finished class', async () => {
    const caller = await signedIn();
    const { status, body } = await caller.json('POST', '/api/decola/event/class/51/enroll');
    expect(status).toBe(409);
    expect(body).toEqual({
      code: 'EVENT_CLASS_FINISHED',
      message: 'Esta turma já foi finalizada.',
    });
  });

  it('answers 404 for a class that does not exist', async () => {
    const caller = await signedIn();
    expect((await caller.json('POST', '/api/decola/event/class/99/enroll')).status).toBe(404);
  });
});

describe('leaving an event class (spec 2 §4)', () => {
  it('removes the user and clears enrolled and attended', async () => {
    const caller = await signedIn();
    expect(classRecord(11).attendances.some((each) => each.userID === DEMO_USER_IDS.aluno)).toBe(
      true,
    );
    const { status, body } = await caller.json<Data<EventClass>>(
      'POST',
      '/api/decola/event/class/11/unenroll',
    );
    expect(status).toBe(200);
    expect(body.data.enrollUsers).not.toContainEqual({ id: DEMO_USER_IDS.aluno });
    expect(body.data.attendances).toEqual([]);
    expect(classRecord(11).attendances.some((each) => each.userID === DEMO_USER_IDS.aluno)).toBe(
      false,
    );
    // Other people's presence stays.
    expect(classRecord(11).attendances.length).toBeGreaterThan(0);
  });

  it('is refused once the class is finished, and nothing changes', async () => {
    const caller = await signedIn();
    const { status, body } = await caller.json('POST', '/api/decola/event/class/21/unenroll');
    expect(status).toBe(409);
    expect(body).toEqual({
      code: 'EVENT_CLASS_FINISHED',
      message: 'Esta turma já foi finalizada.',
    });
    expect(classRecord(21).enrollUsers).toContainEqual({ id: DEMO_USER_IDS.aluno });
  });
});

describe('checking in by QR code (spec 2 §4, §6)', () => {
  const checkIn = (caller: Caller, token: string | undefined, date = today()) =>
    caller.json<Data<Schemas['EventCheckIn']>>('POST', '/api/decola/event/check-in/qr-code', {
      query: { confirmation: true, date },
      bearer: token,
    });

  it('with the token of today’s class enrols a user who was not, and records their presence', async () => {
    const caller = await signedIn('termos@decola.dev');
    const { status, body } = await checkIn(caller, `turma-11-${today()}`);
    expect(status).toBe(200);
    expect(body.data).toEqual({
      eventID: 1,
      classID: 11,
      graduationID: null,
      menuID: null,
      date: today(),
      enrolled: true,
      attended: true,
    });
    expect(classRecord(11).enrollUsers).toContainEqual({ id: DEMO_USER_IDS.termos });

    const event = await caller.json<Data<Schemas['Event']>>('GET', '/api/decola/event/1');
    const attendances = event.body.data.classes!.find((each) => each.id === 11)!.attendances!;
    expect(attendances.map((each) => each.date)).toEqual([today()]);
  });

  it('records one presence per day, however often the code is read', async () => {
    const caller = await signedIn();
    await checkIn(caller, `turma-11-${today()}`);
    await checkIn(caller, `turma-11-${today()}`);
    const own = classRecord(11).attendances.filter((each) => each.userID === DEMO_USER_IDS.aluno);
    // Yesterday's presence from the seed, and today's once.
    expect(own.map((each) => each.date).sort()).toEqual([
      classRecord(11).scheduleStartDate,
      today(),
    ]);
  });

  it('refuses an unknown token clearly, and changes nothing', async () => {
    const caller = await signedIn('termos@decola.dev');
    const { status, body } = await checkIn(caller, 'turma-11-qualquer-coisa');
    expect(status).toBe(400);
    expect(body).toEqual({
      code: 'INVALID_QR_CODE',
      message: 'QR code inválido. Leia novamente o QR code exibido pelo organizador.',
    });
    expect(classRecord(11).enrollUsers).not.toContainEqual({ id: DEMO_USER_IDS.termos });
  });

  it('refuses a code read for another day', async () => {
    const caller = await signedIn();
    const { status, body } = await checkIn(caller, `turma-11-${today()}`, '2020-01-01');
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'INVALID_QR_CODE' });
  });

  it('refuses the code of a finished class', async () => {
    const caller = await signedIn();
    const token = database().checkInTokens.find((each) => each.classId === 21)!;
    const { status, body } = await checkIn(caller, token.token, token.date);
    expect(status).toBe(409);
    expect(body).toMatchObject({ code: 'EVENT_CLASS_FINISHED' });
  });

  it('answers 403 without the bearer token of the QR link', async () => {
    const caller = await signedIn();
    expect((await checkIn(caller, undefined)).status).toBe(403);
  });
});
