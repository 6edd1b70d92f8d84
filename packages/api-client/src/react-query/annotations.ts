import type { DecolaClient } from '../client.js';
import { contentKeys } from './contents.js';
import { decolaMutation, decolaQuery } from './options.js';

/** The alternate annotations set (spec 2 §7), kept apart from the notes of a content. */
export const annotationKeys = {
  list: (contentId: number) => [...contentKeys.all, 'annotations', contentId] as const,
};

export interface AnnotationChange {
  /** The content the annotation belongs to, whose list is refreshed. */
  contentId: number;
  annotation: string;
}

export function annotationQueries(api: DecolaClient) {
  return {
    annotations: (contentId: number) =>
      decolaQuery(annotationKeys.list(contentId), (signal) =>
        api.get('/api/decola/annotation/list/{id}', {
          params: { path: { id: contentId } },
          signal,
        }),
      ),
  };
}

export function annotationMutations(api: DecolaClient) {
  const key = (name: string) => [...contentKeys.all, name] as const;
  const listOf = ({ contentId }: { contentId: number }) => [annotationKeys.list(contentId)];
  return {
    createAnnotation: () =>
      decolaMutation(
        key('createAnnotation'),
        ({ contentId, annotation }: AnnotationChange) =>
          api.post('/api/decola/annotation/create/{content_id}', {
            params: { path: { content_id: contentId } },
            body: { annotation },
          }),
        listOf,
      ),
    editAnnotation: () =>
      decolaMutation(
        key('editAnnotation'),
        ({ id, annotation }: AnnotationChange & { id: number }) =>
          api.post('/api/decola/annotation/edit/{id}', {
            params: { path: { id } },
            body: { annotation },
          }),
        listOf,
      ),
    deleteAnnotation: () =>
      decolaMutation(
        key('deleteAnnotation'),
        ({ id }: { id: number; contentId: number }) =>
          api.delete('/api/decola/annotation/delete/{id}', { params: { path: { id } } }),
        listOf,
      ),
  };
}
