import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, isChunkLoadError, loadChunk } from './loadChunk';

describe('loadChunk', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives the module once it arrives', async () => {
    const module = { Component: 'route' };
    await expect(loadChunk(() => Promise.resolve(module))).resolves.toBe(module);
  });

  it('turns a failed import into a ChunkLoadError that keeps the cause and none of its text', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module: /student/x.js');
    const error: unknown = await loadChunk(() => Promise.reject(cause)).catch(
      (caught: unknown) => caught,
    );
    expect(isChunkLoadError(error)).toBe(true);
    expect((error as ChunkLoadError).cause).toBe(cause);
    expect((error as ChunkLoadError).message).not.toContain('/student/x.js');
  });

  it('turns a loader that throws at once into a ChunkLoadError', async () => {
    const error: unknown = await loadChunk(() => {
      throw new Error('no module');
    }).catch((caught: unknown) => caught);
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('waits the spec’s 120 s for a hanging import, then fails', async () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    const settled = vi.fn();
    const loading = loadChunk(() => new Promise<never>(() => {})).catch((caught: unknown) => {
      settled(caught);
    });
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await loading;
    expect(settled).toHaveBeenCalledWith(expect.any(ChunkLoadError));
  });

  it('leaves no timer behind once the module arrived', async () => {
    await loadChunk(() => Promise.resolve('module'));
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is not mistaken for any other error', () => {
    expect(isChunkLoadError(new TypeError('Cannot read properties of null'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});
