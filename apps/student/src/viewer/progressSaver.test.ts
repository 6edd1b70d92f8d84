import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProgressSaver, type ProgressSaverOptions } from './progressSaver';

type Body = { speedRate: number; seconds: number };

function saverWith(answers: Array<number | Error>) {
  const sent: Array<{ body: Body; leaving: boolean }> = [];
  const options: ProgressSaverOptions = {
    saveIntervalMs: 15_000,
    save: vi.fn((body: Body, leaving: boolean) => {
      sent.push({ body, leaving });
      const answer = answers.shift() ?? 50;
      return answer instanceof Error
        ? Promise.reject(answer)
        : Promise.resolve({ progress: answer });
    }),
    reached: vi.fn(),
    failed: vi.fn(),
    now: () => Date.now(),
  };
  return { saver: new ProgressSaver(options), sent, options };
}

describe('ProgressSaver', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('saves every 15 s while playing, with the rate, and not while paused', async () => {
    const { saver, sent } = saverWith([]);
    saver.change({ playing: true, rate: 1.5 });
    await vi.advanceTimersByTimeAsync(15_000);
    expect(sent).toEqual([{ body: { speedRate: 1.5, seconds: 15 }, leaving: false }]);
    saver.change({ playing: false, rate: 1.5 });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent).toHaveLength(1);
  });

  it('a failed save keeps playing and the next tick carries the lost seconds', async () => {
    const { saver, sent, options } = saverWith([new Error('500'), 40]);
    saver.change({ playing: true, rate: 1 });
    await vi.advanceTimersByTimeAsync(15_000);
    expect(options.failed).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(sent.map(({ body }) => body.seconds)).toEqual([15, 30]);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(sent.map(({ body }) => body.seconds)).toEqual([15, 30, 15]);
  });

  it('checks the rate before saving (INVALID_SPEED_RATE) and sends nothing', async () => {
    const { saver, sent, options } = saverWith([]);
    saver.change({ playing: true, rate: 3 });
    await vi.advanceTimersByTimeAsync(15_000);
    expect(sent).toEqual([]);
    expect(options.failed).toHaveBeenCalledWith([
      { code: 'INVALID_SPEED_RATE', message: 'Velocidade de reprodução inválida.' },
    ]);
  });

  it('stops at REACH_MIN and tells the screen once', async () => {
    const { saver, sent, options } = saverWith([99]);
    saver.change({ playing: true, rate: 1 });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent).toHaveLength(1);
    expect(options.reached).toHaveBeenCalledTimes(1);
    saver.change({ playing: true, rate: 1 });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(sent).toHaveLength(1);
  });

  it('on leaving, sends what was played since the last save at once', async () => {
    const { saver, sent } = saverWith([]);
    saver.change({ playing: true, rate: 2 });
    await vi.advanceTimersByTimeAsync(20_000);
    await saver.leave();
    expect(sent).toEqual([
      { body: { speedRate: 2, seconds: 15 }, leaving: false },
      { body: { speedRate: 2, seconds: 5 }, leaving: true },
    ]);
    await saver.leave();
    expect(sent).toHaveLength(2);
  });

  it('a rate change mid-interval counts each part at its own rate', async () => {
    const { saver, sent } = saverWith([]);
    saver.change({ playing: true, rate: 1 });
    await vi.advanceTimersByTimeAsync(10_000);
    saver.change({ playing: true, rate: 2 });
    await vi.advanceTimersByTimeAsync(5_000);
    // 10 s at 1× and 5 s at 2× are 20 s of content, sent at the current rate 2.
    expect(sent).toEqual([{ body: { speedRate: 2, seconds: 10 }, leaving: false }]);
  });
});
