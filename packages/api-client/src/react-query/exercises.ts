import type { DecolaClient } from '../client.js';
import { decolaMutation, decolaQuery } from './options.js';

/** An answer to one question of an exercise, on the page that shows it. */
export interface ExerciseAnswer {
  id: number;
  questionId: number;
  alternativeId: number;
  page: number;
}

const all = ['exercises'] as const;

/** An exercise's pages and cover sit under its `detail(id)`. */
export const exerciseKeys = {
  all,
  details: () => [...all, 'detail'] as const,
  detail: (id: number) => [...exerciseKeys.details(), id] as const,
  page: (id: number, page: number) => [...exerciseKeys.detail(id), { page }] as const,
  cover: (id: number) => [...exerciseKeys.detail(id), 'cover'] as const,
};

export const exerciseMutationKeys = {
  answer: [...all, 'answer'],
  finish: [...all, 'finish'],
} as const;

export function exerciseQueries(api: DecolaClient) {
  return {
    page: (id: number, page: number) =>
      decolaQuery(exerciseKeys.page(id, page), (signal) =>
        api.get('/api/decola/exercise/questionnaire/{id}', {
          params: { path: { id }, query: { page } },
          signal,
        }),
      ),
    cover: (id: number) =>
      decolaQuery(exerciseKeys.cover(id), (signal) =>
        api.get('/api/decola/exercise/questionnaire/cover/{id}', {
          params: { path: { id } },
          signal,
        }),
      ),
  };
}

/** The answer as a plain call, for a queue of writes waiting for the network. */
export function exerciseWrites(api: DecolaClient) {
  return {
    answer: ({ id, questionId, alternativeId }: ExerciseAnswer) =>
      api.post(
        '/api/decola/exercise/questionnaire/{id}/question/{questionId}/alternative/{alternativeId}',
        { params: { path: { id, questionId, alternativeId } } },
      ),
  };
}

export function exerciseMutations(api: DecolaClient) {
  const writes = exerciseWrites(api);
  return {
    answer: () =>
      decolaMutation(exerciseMutationKeys.answer, writes.answer, ({ id, page }) => [
        exerciseKeys.page(id, page),
      ]),
    finish: () =>
      decolaMutation(
        exerciseMutationKeys.finish,
        (id: number) =>
          api.post('/api/decola/exercise/questionnaire/{id}/finish', { params: { path: { id } } }),
        (id) => [exerciseKeys.detail(id)],
      ),
  };
}
