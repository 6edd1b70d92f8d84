/** A chunk that has not arrived after 120 s has failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** A part of the app's code did not arrive (missing after a redeploy, offline, or too slow). */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('A chunk of the app could not be loaded.', { cause });
    this.name = 'ChunkLoadError';
  }
}

export const isChunkLoadError = (error: unknown): error is ChunkLoadError =>
  error instanceof ChunkLoadError;

/**
 * Every dynamic import goes through here: a failed or hanging one is told apart from a bug (the
 * error screen reloads the page for it), and none waits longer than the spec's time-out.
 */
export function loadChunk<T>(
  load: () => Promise<T>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(new Error(`No answer after ${timeoutMs} ms.`))),
      timeoutMs,
    );
    Promise.resolve()
      .then(load)
      .then(
        (module) => {
          clearTimeout(timer);
          resolve(module);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(new ChunkLoadError(error));
        },
      );
  });
}
