import { beforeEach, describe, expect, it } from 'vitest';
import type { Schemas } from '../../db/schemas';
import { resetDatabase, setPersistence } from '../../db/store';
import { createCaller } from '../../testing/caller';

type Notification = Schemas['Notification'];

beforeEach(() => {
  setPersistence(null);
  resetDatabase();
});

async function signedIn(email = 'aluno@decola.dev') {
  const caller = createCaller();
  await caller.signIn(email);
  return caller;
}

const list = async (caller: Awaited<ReturnType<typeof signedIn>>) =>
  (await caller.json<{ data: Notification[] }>('GET', '/api/decola/notifications')).body.data;

describe('the seed', () => {
  it('gives every demo account 8 to 12 notifications of all four types, newest first', async () => {
    for (const email of ['aluno@decola.dev', 'gestor@decola.dev', 'primeiro@decola.dev']) {
      const notifications = await list(await signedIn(email));
      expect(notifications.length).toBeGreaterThanOrEqual(8);
      expect(notifications.length).toBeLessThanOrEqual(12);
      expect(new Set(notifications.map((item) => item.type))).toEqual(
        new Set([
          'DOUBT_RESPONSE',
          'INDICATION_RESPONSE',
          'NEW_TRAINING_RESPONSE',
          'NEW_NOTIFICATION_WITH_IMAGE',
        ]),
      );
      const times = notifications.map((item) => new Date(item.created_at).getTime());
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(times[0]).toBeLessThan(Date.now());
    }
  });

  it('mixes read and unread, and leaves one account with everything read', async () => {
    const aluno = await list(await signedIn());
    expect(aluno.filter((item) => !item.isRead)).toHaveLength(4);
    const semEmpresa = await list(await signedIn('semempresa@decola.dev'));
    expect(semEmpresa.every((item) => item.isRead)).toBe(true);
  });

  it('points doubts at a course content and image notices at their large image', async () => {
    const notifications = await list(await signedIn());
    for (const item of notifications) {
      if (item.type === 'DOUBT_RESPONSE') {
        expect(Math.floor(item.metadata!.idContent! / 100)).toBe(item.metadata!.idCourse);
      } else if (item.type === 'NEW_NOTIFICATION_WITH_IMAGE') {
        expect(item.imageNotification).toMatch(/^\/student\/demo\/img\/notification-\d+\.svg$/);
      } else {
        expect(item.metadata!.idCourse).toBeGreaterThanOrEqual(1);
        expect(item.metadata!.idCourse).toBeLessThanOrEqual(12);
      }
    }
  });
});

describe('watch, get and delete', () => {
  it('marks a notification read, and the list and detail then show it read', async () => {
    const caller = await signedIn();
    const unread = (await list(caller)).find((item) => !item.isRead)!;
    const watched = await caller.json('POST', `/api/decola/notification/${unread.id}/watch`);
    expect(watched).toEqual({ status: 200, body: { data: { success: true } } });
    const detail = await caller.json<{ data: Notification }>(
      'GET',
      `/api/decola/notification/${unread.id}`,
    );
    expect(detail.body.data).toMatchObject({ id: unread.id, isRead: true });
    expect((await list(caller)).find((item) => item.id === unread.id)!.isRead).toBe(true);
  });

  it('deletes a notification: it leaves the list and its detail answers 404', async () => {
    const caller = await signedIn();
    const before = await list(caller);
    const { status } = await caller.json(
      'DELETE',
      `/api/decola/notification/${before[1]!.id}/delete`,
    );
    expect(status).toBe(200);
    const after = await list(caller);
    expect(after).toHaveLength(before.length - 1);
    expect(after.map((item) => item.id)).not.toContain(before[1]!.id);
    const gone = await caller.json('GET', `/api/decola/notification/${before[1]!.id}`);
    expect(gone).toEqual({
      status: 404,
      body: { code: 'NOT_FOUND', message: 'Notificação não encontrada.' },
    });
    expect(
      (await caller.json('DELETE', `/api/decola/notification/${before[1]!.id}/delete`)).status,
    ).toBe(404);
  });

  it('keeps each account’s notifications apart', async () => {
    const aluno = await signedIn();
    await aluno.json('DELETE', '/api/decola/notification/1/delete');
    await aluno.json('POST', '/api/decola/notification/2/watch');
    const gestor = await signedIn('gestor@decola.dev');
    const theirs = await list(gestor);
    expect(theirs.map((item) => item.id)).toContain(1);
    expect(theirs.find((item) => item.id === 2)!.isRead).toBe(false);
  });
});
