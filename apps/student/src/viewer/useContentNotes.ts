import { validateNote } from '@decola/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { contentMutation, contentQuery } from '../api/contents';
import type { ContentProvider } from './provider';

/**
 * The viewer's notes: the content's own notes API, whose notes carry `seconds` (spec 2 §7 "Course
 * contents"), not the alternate annotations set. A failure rejects: the notes panel shows it
 * beside the field and keeps the text the learner typed.
 */
export function useContentNotes(provider: ContentProvider, contentId: number) {
  const ref = { owner: provider.owner, contentId };
  const notes = useQuery(contentQuery.notes(provider.owner, contentId));
  const create = useMutation(contentMutation.createNote());
  const update = useMutation(contentMutation.updateNote());
  const remove = useMutation(contentMutation.deleteNote());

  /** spec 2 §5: 'Informe o texto da anotação' before any call. */
  const checked = (text: string) => {
    const problems = validateNote(text);
    if (problems.length > 0) throw problems;
    return text.trim();
  };

  return {
    notes,
    create: async (text: string, seconds: number) =>
      create.mutateAsync({ ...ref, body: { text: checked(text), seconds } }),
    update: async (id: number | string, text: string) =>
      update.mutateAsync({ ...ref, body: { id: Number(id), text: checked(text) } }),
    remove: (id: number | string) => remove.mutateAsync({ ...ref, noteId: Number(id) }),
  };
}
