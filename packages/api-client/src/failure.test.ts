import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ErrorCode, ErrorMessage } from './catalogue.js';
import { DecolaError } from './errors.js';
import { API, server, testClient } from './test/server.js';

const catalogue = `${API}/api/decola/course/list`;

/** Runs the catalogue call against one failing answer and returns what it threw. */
async function failureOf(answer: () => Response, onSessionExpired = vi.fn()): Promise<DecolaError> {
  server.use(http.get(catalogue, answer));
  const error: unknown = await testClient({ onSessionExpired })
    .get('/api/decola/course/list')
    .catch((thrown: unknown) => thrown);
  expect(error).toBeInstanceOf(DecolaError);
  return error as DecolaError;
}

describe('failures, per the error catalogue (spec 1 §8, spec 2 §8)', () => {
  it('turns HTTP 403 into ACCESS_SESSION_EXPIRED and calls onSessionExpired once', async () => {
    const onSessionExpired = vi.fn();
    const error = await failureOf(
      () => HttpResponse.json({ code: 'FORBIDDEN', message: 'Sem acesso.' }, { status: 403 }),
      onSessionExpired,
    );

    expect(error).toMatchObject({
      code: 'ACCESS_SESSION_EXPIRED',
      message: 'Faça seu login novamente.',
      status: 403,
    });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(onSessionExpired).toHaveBeenCalledWith(error);
  });

  it('does not call onSessionExpired for other failures', async () => {
    const onSessionExpired = vi.fn();
    await failureOf(
      () => HttpResponse.json({ code: 'INVALID_ID', message: 'ID não é válido.' }, { status: 400 }),
      onSessionExpired,
    );
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it("gives 'Erro de conexão.' with UNEXPECTED_ERROR when no response arrives", async () => {
    const error = await failureOf(() => HttpResponse.error());

    expect(error).toMatchObject({
      code: 'UNEXPECTED_ERROR',
      message: 'Erro de conexão.',
      status: 0,
    });
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it("gives 'Ocorreu um erro inesperado.' for a body without code and message", async () => {
    const error = await failureOf(() => HttpResponse.json({ detail: 'boom' }, { status: 500 }));
    expect(error).toMatchObject({
      code: ErrorCode.UNEXPECTED_ERROR,
      message: ErrorMessage.unexpected,
      status: 500,
    });
  });

  it("gives 'Ocorreu um erro inesperado.' for a body that is not JSON at all", async () => {
    const error = await failureOf(() => new HttpResponse('<h1>Bad Gateway</h1>', { status: 502 }));
    expect(error).toMatchObject({
      code: 'UNEXPECTED_ERROR',
      message: ErrorMessage.unexpected,
      status: 502,
    });
  });

  it("gives 'Ocorreu um erro inesperado.' for a code without a message", async () => {
    const error = await failureOf(() => HttpResponse.json({ code: 'INVALID_ID' }, { status: 400 }));
    expect(error).toMatchObject({ code: 'UNEXPECTED_ERROR', message: ErrorMessage.unexpected });
  });

  it("replaces the server's text when the code is UNEXPECTED_ERROR", async () => {
    const error = await failureOf(() =>
      HttpResponse.json(
        { code: 'UNEXPECTED_ERROR', message: 'NullPointerException' },
        { status: 500 },
      ),
    );
    expect(error).toMatchObject({
      code: 'UNEXPECTED_ERROR',
      message: 'Ocorreu um erro inesperado.',
      status: 500,
    });
  });

  it("keeps the server's own code and message", async () => {
    const error = await failureOf(() =>
      HttpResponse.json(
        { code: 'ALREADY_ENROLLED', message: 'Você já está matriculado nessa turma.' },
        { status: 409 },
      ),
    );
    expect(error).toMatchObject({
      code: 'ALREADY_ENROLLED',
      message: 'Você já está matriculado nessa turma.',
      status: 409,
    });
    expect(error.validation).toBeUndefined();
  });

  it('keeps every item of a validation-error list and takes the first message', async () => {
    const list = [
      { code: 'EMPTY_FIELD', message: 'Título não pode ser vazio.', field: 'title' },
      { code: 'EMPTY_FIELD', message: 'Descrição não pode ser vazia.', field: 'description' },
      { code: 'INVALID_ID', message: 'ID não é válido.' },
    ];
    const error = await failureOf(() => HttpResponse.json(list, { status: 400 }));

    expect(error.validation).toEqual(list);
    expect(error).toMatchObject({
      code: 'EMPTY_FIELD',
      message: 'Título não pode ser vazio.',
      status: 400,
    });
  });

  it('treats a list with an item lacking its message as unexpected', async () => {
    const error = await failureOf(() =>
      HttpResponse.json(
        [{ code: 'EMPTY_FIELD', message: 'Título não pode ser vazio.' }, { code: 'X' }],
        {
          status: 400,
        },
      ),
    );
    expect(error).toMatchObject({ code: 'UNEXPECTED_ERROR', message: ErrorMessage.unexpected });
    expect(error.validation).toBeUndefined();
  });

  it('keeps the message, numeric code and cause of the generic error', async () => {
    const error = await failureOf(() =>
      HttpResponse.json(
        { message: 'Serviço de certificados indisponível.', cause: 'timeout', code: 0 },
        { status: 503 },
      ),
    );
    expect(error).toMatchObject({
      code: 0,
      message: 'Serviço de certificados indisponível.',
      status: 503,
    });
    expect(error.cause).toBe('timeout');
  });

  it('defaults the generic error code to 0 when the body has only a message', async () => {
    const error = await failureOf(() =>
      HttpResponse.json({ message: 'Tente mais tarde.' }, { status: 500 }),
    );
    expect(error).toMatchObject({ code: 0, message: 'Tente mais tarde.' });
  });

  it('turns a 2xx answer that is not JSON into an unexpected error with its status', async () => {
    const error = await failureOf(() => new HttpResponse('<!doctype html>', { status: 200 }));
    expect(error).toMatchObject({
      code: 'UNEXPECTED_ERROR',
      message: ErrorMessage.unexpected,
      status: 200,
    });
  });

  it('lets a call the caller aborted reject with its AbortError', async () => {
    server.use(http.get(catalogue, () => HttpResponse.json({ data: {} })));
    const controller = new AbortController();
    controller.abort();

    const error: unknown = await testClient()
      .get('/api/decola/course/list', { signal: controller.signal })
      .catch((thrown: unknown) => thrown);

    expect(error).not.toBeInstanceOf(DecolaError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });
});
