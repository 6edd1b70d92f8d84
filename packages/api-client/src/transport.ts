type Fetch = (request: Request) => Promise<Response>;

export interface TransportOptions {
  /** Each attempt's limit, so a call that hangs fails as 'Erro de conexão.' instead of spinning. */
  timeoutMs: number;
  /** The waits before each new attempt of a GET the gateway could not answer. */
  retryDelaysMs: readonly number[];
}

/** A gateway or a server that is restarting: worth asking again. A 4xx or another 5xx is an answer. */
const RETRIED_STATUSES = new Set([502, 503, 504]);

/** Only a GET is asked again: a POST the server may have carried out must not run twice. */
export function patientFetch(fetch: Fetch, { timeoutMs, retryDelaysMs }: TransportOptions): Fetch {
  return async (request) => {
    const attempt = () =>
      fetch(
        new Request(request, {
          signal: AbortSignal.any([request.signal, AbortSignal.timeout(timeoutMs)]),
        }),
      );
    let response = await attempt();
    if (request.method !== 'GET') return response;
    for (const delayMs of retryDelaysMs) {
      if (!RETRIED_STATUSES.has(response.status)) break;
      void response.body?.cancel().catch(() => undefined);
      await wait(delayMs, request.signal);
      response = await attempt();
    }
    return response;
  };
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error);
    const stop = () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve();
    }, ms);
    signal.addEventListener('abort', stop, { once: true });
  });
}
