import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Schemas } from '../../../db/schemas';
import { resetDatabase, setClock, setPersistence } from '../../../db/store';
import { createCaller } from '../../../testing/caller';

// The body of scorm/checkpoints is the contract's ScormCheckpointsInput, with what the demo's
// SCORM 1.2 package (public/demo/scorm/seguranca-no-canteiro) commits.

const COURSE = '/api/decola/courses/59/contents';
const TODAY = new Date('2026-03-16T13:00:00-03:00');

type Content = Schemas['CourseContent'];

async function aluno() {
  const caller = createCaller();
  await caller.signIn('aluno@decola.dev');
  return caller;
}

const commit = (status: string, page: number, extra: Schemas['ScormCheckpoint'][] = []) => ({
  scormCheckpoints: [
    { key: 'cmi.core.lesson_status', value: status },
    { key: 'cmi.core.lesson_location', value: String(page) },
    { key: 'cmi.suspend_data', value: JSON.stringify({ pagina: page, respostas: {}, nota: null }) },
    ...extra,
  ],
});

beforeEach(() => {
  setPersistence(null);
  setClock(() => TODAY);
  resetDatabase();
});

afterEach(() => setClock(() => new Date()));

describe("the SCORM package's commits", () => {
  it('are kept key by key and restored, and finish the content only once it is passed', async () => {
    const caller = await aluno();
    const status = async () =>
      (await caller.json<{ data: Content }>('GET', `${COURSE}/5902`)).body.data.status;
    expect((await status())?.scormCheckpoints ?? []).toEqual([]);

    const started = await caller.json<{ data: Schemas['ContentStatus'] }>(
      'POST',
      `${COURSE}/5902/scorm/checkpoints`,
      { body: commit('incomplete', 3) },
    );
    expect(started.status).toBe(200);
    expect(started.body.data.finishedAt).toBeNull();
    expect(started.body.data.scormCheckpoints).toContainEqual({
      key: 'cmi.core.lesson_location',
      value: '3',
    });

    await caller.json('POST', `${COURSE}/5902/scorm/checkpoints`, {
      body: commit('failed', 5, [{ key: 'cmi.core.score.raw', value: '33' }]),
    });
    expect((await status())?.finishedAt).toBeNull();

    const passed = await caller.json<{ data: Schemas['ContentStatus'] }>(
      'POST',
      `${COURSE}/5902/scorm/checkpoints`,
      { body: commit('passed', 5, [{ key: 'cmi.core.score.raw', value: '100' }]) },
    );
    expect(passed.body.data.progress).toBe(100);
    expect(passed.body.data.finishedAt).not.toBeNull();
    const restored = Object.fromEntries(
      ((await status())?.scormCheckpoints ?? []).map(({ key, value }) => [key, value]),
    );
    expect(restored).toMatchObject({
      'cmi.core.lesson_status': 'passed',
      'cmi.core.lesson_location': '5',
      'cmi.core.score.raw': '100',
    });
    expect(JSON.parse(restored['cmi.suspend_data']!)).toMatchObject({ pagina: 5 });
  });

  it('SCORM 2004: progress_measure moves the progress, never back, and completion finishes', async () => {
    const caller = await aluno();
    const save = async (pairs: Schemas['ScormCheckpoint'][]) =>
      (
        await caller.json<{ data: Schemas['ContentStatus'] }>(
          'POST',
          `${COURSE}/5906/scorm/checkpoints`,
          { body: { scormCheckpoints: pairs } },
        )
      ).body.data;
    const measured = (measure: string) => [
      { key: 'cmi.location', value: '3' },
      { key: 'cmi.completion_status', value: 'incomplete' },
      { key: 'cmi.progress_measure', value: measure },
    ];
    expect((await save(measured('0.6'))).progress).toBe(60);
    expect((await save(measured('0.4'))).progress).toBe(60);
    expect((await save(measured('1'))).progress).toBe(98);
    const done = await save([{ key: 'cmi.completion_status', value: 'completed' }]);
    expect(done.progress).toBe(100);
    expect(done.finishedAt).not.toBeNull();
  });

  it("several SCOs: a SCO's own status finishes nothing, the package's completion does", async () => {
    const caller = await aluno();
    const save = async (pairs: Schemas['ScormCheckpoint'][]) =>
      (
        await caller.json<{ data: Schemas['ContentStatus'] }>(
          'POST',
          `${COURSE}/5907/scorm/checkpoints`,
          { body: { scormCheckpoints: pairs } },
        )
      ).body.data;
    const first = await save([
      { key: 'sco/modulo-importar/cmi.core.lesson_status', value: 'completed' },
      { key: 'cmi.completion_status', value: 'incomplete' },
      { key: 'cmi.progress_measure', value: '0.3333333' },
    ]);
    expect(first).toMatchObject({ progress: 33, finishedAt: null });
    const last = await save([
      { key: 'sco/modulo-publicar/cmi.core.lesson_status', value: 'passed' },
      { key: 'cmi.completion_status', value: 'completed' },
      { key: 'cmi.progress_measure', value: '1' },
    ]);
    expect(last.progress).toBe(100);
  });

  it('are refused on a blocked content', async () => {
    const caller = await aluno();
    const blocked = await caller.json<{ code: string }>(
      'POST',
      `${COURSE}/5905/scorm/checkpoints`,
      { body: commit('passed', 5) },
    );
    expect(blocked.status).toBe(400);
    expect(blocked.body.code).toBe('CONTENT_LOCKED');
  });
});
