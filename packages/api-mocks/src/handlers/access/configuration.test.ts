import { beforeEach, describe, expect, it } from 'vitest';
import { demoControls } from '../../controls';
import type { Schemas } from '../../db/schemas';
import { database, resetDatabase, setPersistence } from '../../db/store';
import { DEMO_USER_IDS } from '../../seed/users';
import { createCaller } from '../../testing/caller';

beforeEach(() => {
  setPersistence(null);
  resetDatabase();
});

describe('configuration', () => {
  it('answers the whole configuration, following the demo controls', async () => {
    const caller = createCaller();
    const before = await caller.json<Schemas['Configuration']>('GET', '/api/decola/configuration');
    expect(before.body).toMatchObject({ isMaintenanceMode: false, isSuggestionMode: false });
    expect(before.body.authorName).toBeTruthy();
    demoControls.update({ maintenanceMode: true, suggestionMode: true });
    const after = await caller.json('GET', '/api/decola/configuration');
    expect(after.body).toMatchObject({ isMaintenanceMode: true, isSuggestionMode: true });
  });
});

describe('suggestions', () => {
  it('stores a suggestion with its author, trimmed', async () => {
    const caller = createCaller();
    await caller.signIn('aluno@decola.dev');
    const { status } = await caller.json('POST', '/api/decola/suggestion', {
      body: { title: ' Modo escuro ', description: 'Um tema escuro para estudar à noite.' },
    });
    expect(status).toBe(200);
    expect(database().suggestions).toEqual([
      expect.objectContaining({
        userId: DEMO_USER_IDS.aluno,
        title: 'Modo escuro',
        description: 'Um tema escuro para estudar à noite.',
      }),
    ]);
  });

  it('answers the server’s empty-field and length messages, and stores nothing', async () => {
    const caller = createCaller();
    await caller.signIn('aluno@decola.dev');
    const empty = await caller.json('POST', '/api/decola/suggestion', {
      body: { title: '  ', description: '' },
    });
    expect(empty).toEqual({
      status: 400,
      body: [
        { code: 'EMPTY_FIELD', message: 'Título não pode ser vazio.', field: 'title' },
        { code: 'EMPTY_FIELD', message: 'Descrição não pode ser vazia.', field: 'description' },
      ],
    });
    const long = await caller.json('POST', '/api/decola/suggestion', {
      body: { title: 'x'.repeat(101), description: 'ok' },
    });
    expect(long.body).toEqual([
      {
        code: 'TEXT_TOO_LONG',
        message: 'O título deve ter no máximo 100 caracteres.',
        field: 'title',
      },
    ]);
    expect(database().suggestions).toEqual([]);
  });
});

describe('FAQ', () => {
  it('has a signed-in list and a public landing list, each with HTML answers', async () => {
    const caller = createCaller();
    const landing = await caller.json<{ data: Schemas['Information'][] }>('GET', '/api/list/faq');
    expect(landing.status).toBe(200);
    expect((await caller.json('GET', '/api/decola/faq/list')).status).toBe(403);
    await caller.signIn('aluno@decola.dev');
    const signedIn = await caller.json<{ data: Schemas['Information'][] }>(
      'GET',
      '/api/decola/faq/list',
    );
    for (const list of [landing.body.data, signedIn.body.data]) {
      expect(list.length).toBeGreaterThanOrEqual(8);
      expect(list.length).toBeLessThanOrEqual(12);
      for (const entry of list) expect(entry.response).toMatch(/^<p>.*<\/p>$/s);
    }
    expect(signedIn.body.data.map((entry) => entry.question)).toContain('Como ganho decoins?');
  });
});
