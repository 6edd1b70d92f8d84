import { describe, expect, it, vi } from 'vitest';
import type { ScormCheckpoint } from './checkpoints';
import { loadScormRuntime, startSession, type NavRequest, type SessionOptions } from './runtime';

type Api2004 = {
  Initialize(value: ''): string;
  GetValue(name: string): string;
  SetValue(name: string, value: string): string;
  Commit(value: ''): string;
  Terminate(value: ''): string;
};
type Api12 = {
  LMSInitialize(value: ''): string;
  LMSGetValue(name: string): string;
  LMSSetValue(name: string, value: string): string;
  LMSFinish(value: ''): string;
};

const SCOS = ['modulo-1', 'modulo-2', 'modulo-3'];

/** A session of scorm-again's own runtime, as the frame starts it, for the SCO `at` of three. */
async function session(version: '1.2' | '2004', at = 1, saved: ScormCheckpoint[] = []) {
  const commits: ScormCheckpoint[][] = [];
  const ends: (NavRequest | null)[] = [];
  const onComplete = vi.fn();
  const options: SessionOptions = {
    version,
    saved,
    lmsValues: {},
    navigation: { previous: at > 0, next: at < SCOS.length - 1, targets: SCOS },
    onCommit: (pairs) => commits.push(pairs),
    onComplete,
    onEnd: (request) => ends.push(request),
  };
  const { api } = startSession(await loadScormRuntime(version), options);
  /** The request the session ended with, once the runtime has told it. */
  const ended = async () => {
    await vi.waitFor(() => expect(ends).toHaveLength(1));
    return ends[0];
  };
  return { api, commits, ends, ended, onComplete };
}

describe('startSession (SCORM 2004): where the SCO asks to go when it ends', () => {
  it.each([
    ['continue', { kind: 'next' }],
    ['previous', { kind: 'previous' }],
    ['{target=modulo-3}choice', { kind: 'choice', target: 'modulo-3' }],
    ['{target=modulo-1}jump', { kind: 'choice', target: 'modulo-1' }],
  ])("adl.nav.request '%s' ends the session with %o", async (request, expected) => {
    const test = await session('2004');
    const api = test.api as Api2004;
    expect(api.Initialize('')).toBe('true');
    expect(api.SetValue('adl.nav.request', request)).toBe('true');
    expect(test.ends).toEqual([]);
    expect(api.Terminate('')).toBe('true');
    await expect(test.ended()).resolves.toEqual(expected);
  });

  it('no request: the session ends with none, and the portal decides (the next SCO not completed)', async () => {
    const test = await session('2004');
    const api = test.api as Api2004;
    api.Initialize('');
    api.Terminate('');
    await expect(test.ended()).resolves.toBeNull();
  });

  it('request_valid says which SCOs are there around it', async () => {
    const middle = (await session('2004', 1)).api as Api2004;
    middle.Initialize('');
    expect(middle.GetValue('adl.nav.request_valid.continue')).toBe('true');
    expect(middle.GetValue('adl.nav.request_valid.previous')).toBe('true');
    expect(middle.GetValue('adl.nav.request_valid.choice.{target=modulo-3}')).toBe('true');
    expect(middle.GetValue('adl.nav.request_valid.choice.{target=modulo-9}')).not.toBe('true');

    const first = (await session('2004', 0)).api as Api2004;
    first.Initialize('');
    expect(first.GetValue('adl.nav.request_valid.continue')).toBe('true');
    expect(first.GetValue('adl.nav.request_valid.previous')).toBe('false');

    const last = (await session('2004', 2)).api as Api2004;
    last.Initialize('');
    expect(last.GetValue('adl.nav.request_valid.continue')).toBe('false');
    expect(last.GetValue('adl.nav.request_valid.previous')).toBe('true');
  });

  it('Terminate commits what changed, the exit and the total time, and reports completion once', async () => {
    const test = await session('2004', 1, [{ key: 'cmi.total_time', value: 'PT1M' }]);
    const api = test.api as Api2004;
    api.Initialize('');
    api.SetValue('cmi.location', '2');
    api.Commit('');
    expect(test.commits).toEqual([[{ key: 'cmi.location', value: '2' }]]);
    api.SetValue('cmi.completion_status', 'completed');
    api.SetValue('cmi.session_time', 'PT30S');
    api.Terminate('');
    const last = Object.fromEntries(test.commits.at(-1)!.map(({ key, value }) => [key, value]));
    expect(last).toMatchObject({
      'cmi.completion_status': 'completed',
      'cmi.session_time': 'PT30S',
      'cmi.exit': '',
      'cmi.total_time': 'PT1M30S',
    });
    expect(test.onComplete).toHaveBeenCalledOnce();
  });
});

describe('startSession (SCORM 1.2)', () => {
  it('LMSFinish commits the exit and the total time and ends with no request', async () => {
    const test = await session('1.2');
    const api = test.api as Api12;
    api.LMSInitialize('');
    expect(api.LMSGetValue('cmi.core.entry')).toBe('ab-initio');
    api.LMSSetValue('cmi.core.exit', 'suspend');
    api.LMSSetValue('cmi.core.session_time', '00:00:05');
    api.LMSFinish('');
    const last = Object.fromEntries(test.commits.at(-1)!.map(({ key, value }) => [key, value]));
    expect(last).toMatchObject({
      'cmi.core.exit': 'suspend',
      'cmi.core.session_time': '00:00:05',
      'cmi.core.total_time': '00:00:05',
    });
    await expect(test.ended()).resolves.toBeNull();
  });
});
