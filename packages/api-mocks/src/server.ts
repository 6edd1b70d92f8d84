// `pnpm mock-api`: the demo backend as a plain HTTP server on 127.0.0.1:4010, answering the same
// handlers as the browser worker, so the typed client can be tried from any tool:
//   curl -i -X POST http://127.0.0.1:4010/api/login -H 'Content-Type: application/json' \
//        -d '{"login":"aluno@decola.dev","password":"Decola@2026"}'
import { getResponse } from 'msw';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { handlers } from './handlers';
import { loadGeneratedSeed } from './seed/readGenerated';

loadGeneratedSeed();

async function toRequest(incoming: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = incoming.method !== 'GET' && incoming.method !== 'HEAD' && chunks.length > 0;
  return new Request(new URL(incoming.url ?? '/', origin), {
    method: incoming.method,
    headers,
    body: hasBody ? Buffer.concat(chunks) : undefined,
  });
}

async function send(response: Response | undefined, outgoing: ServerResponse): Promise<void> {
  if (!response) {
    outgoing.writeHead(404, { 'Content-Type': 'application/json' });
    outgoing.end(JSON.stringify({ code: 'NOT_FOUND', message: 'Não encontrado.' }));
    return;
  }
  // An injected network failure: drop the connection without an answer, as a dead server would.
  if (response.type === 'error') {
    outgoing.destroy();
    return;
  }
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name === 'set-cookie') return;
    headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  outgoing.writeHead(response.status, headers);
  outgoing.end(Buffer.from(await response.arrayBuffer()));
}

/** The methods the contract's calls use (and HEAD, which a GET answers). */
export const KNOWN_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';
const KNOWN = new Set(KNOWN_METHODS.split(', '));

/** Starts the server; port 0 picks a free port (tests), reported in the returned `url`. */
export function startMockApi({ host = '127.0.0.1', port = 4010 } = {}) {
  let origin = `http://${host}:${port}`;
  const server = createServer((incoming, outgoing) => {
    // A method no handler answers (some, such as TRACE, even a Request refuses to carry) is the
    // client's mistake: said as such, not as the server's failure.
    if (!KNOWN.has(incoming.method ?? '')) {
      incoming.resume();
      outgoing.writeHead(405, { Allow: KNOWN_METHODS, 'Content-Type': 'application/json' });
      outgoing.end(
        JSON.stringify({ code: 'METHOD_NOT_ALLOWED', message: 'Método não permitido.' }),
      );
      return;
    }
    toRequest(incoming, origin)
      .then((request) => getResponse(handlers, request))
      .then((response) => send(response, outgoing))
      .catch((error: unknown) => {
        console.error(error);
        outgoing.writeHead(500, { 'Content-Type': 'application/json' });
        outgoing.end(
          JSON.stringify({ code: 'UNEXPECTED_ERROR', message: 'Ocorreu um erro inesperado.' }),
        );
      });
  });
  return new Promise<{ url: string; close: () => Promise<void> }>((resolve) => {
    server.listen(port, host, () => {
      const address = server.address();
      if (address && typeof address === 'object') origin = `http://${host}:${address.port}`;
      resolve({ url: origin, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.MOCK_API_PORT ?? 4010);
  const { url } = await startMockApi({ port });
  console.info(
    `Demo backend of Decola Student on ${url} (demo accounts: see README; password Decola@2026).`,
  );
}
