import type { DecolaClient } from '../client.js';
import { decolaMutation, decolaQuery } from './options.js';

/** The alternate annotations set, kept apart from the notes of a content. */
export const annotationKeys = {
  all: ['annotations'] as const,
  lists: () => [...annotationKeys.all, 'list'] as const,
  list: (contentId: number) => [...annotationKeys.lists(), contentId] as const,
};

export const annotationMutationKeys = {
  create: [...annotationKeys.all, 'create'],
  edit: [...annotationKeys.all, 'edit'],
  delete: [...annotationKeys.all, 'delete'],
} as const;

export interface AnnotationChange {
  /** The content the annotation belongs to, whose list is refreshed. */
  contentId: number;
  annotation: string;
}

export function annotationQueries(api: DecolaClient) {
  return {
    list: (contentId: number) =>
      decolaQuery(annotationKeys.list(contentId), (signal) =>
        api.get('/api/decola/annotation/list/{id}', {
          params: { path: { id: contentId } },
          signal,
        }),
      ),
  };
}

export function annotationMutations(api: DecolaClient) {
  const listOf = ({ contentId }: { contentId: number }) => [annotationKeys.list(contentId)];
  return {
    create: () =>
      decolaMutation(
        annotationMutationKeys.create,
        ({ contentId, annotation }: AnnotationChange) =>
          api.post('/api/decola/annotation/create/{content_id}', {
            params: { path: { content_id: contentId } },
            body: { annotation },
          }),
        listOf,
      ),
    edit: () =>
      decolaMutation(
        annotationMutationKeys.edit,
        ({ id, annotation }: AnnotationChange & { id: number }) =>
          api.post('/api/decola/annotation/edit/{id}', {
            params: { path: { id } },
            body: { annotation },
          }),
        listOf,
      ),
    delete: () =>
      decolaMutation(
        annotationMutationKeys.delete,
        ({ id }: { id: number; contentId: number }) =>
          api.delete('/api/decola/annotation/delete/{id}', { params: { path: { id } } }),
        listOf,
      ),
  };
}
