import { validateNote } from '@decola/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { contentMutation, contentQuery } from '../api/contents';
import { useErrorToast } from '../shell/useErrorToast';
import type { ContentProvider } from './provider';

/**
 * The viewer's notes: the content's own notes API, whose notes carry `seconds` (spec 2 §7 "Course
 * contents"), not the alternate annotations set. A failure toasts and rejects, so the panel keeps
 * the text the learner typed.
 */
export function useContentNotes(provider: ContentProvider, contentId: number) {
  const showError = useErrorToast();
  const ref = { owner: provider.owner, contentId };
  const notes = useQuery(contentQuery.notes(provider.owner, contentId));
  const create = useMutation(contentMutation.createNote());
  const update = useMutation(contentMutation.updateNote());
  const remove = useMutation(contentMutation.deleteNote());

  const toastOnFailure = async <T>(action: () => Promise<T>): Promise<T> => {
    try {
      return await action();
    } catch (error) {
      showError(error);
      throw error;
    }
  };
  const checked = (text: string) => {
    const problems = validateNote(text);
    if (problems.length > 0) throw problems;
    return text.trim();
  };

  return {
    notes,
    create: (text: string, seconds: number) =>
      toastOnFailure(() => create.mutateAsync({ ...ref, body: { text: checked(text), seconds } })),
    update: (id: number | string, text: string) =>
      toastOnFailure(() =>
        update.mutateAsync({ ...ref, body: { id: Number(id), text: checked(text) } }),
      ),
    remove: (id: number | string) =>
      toastOnFailure(() => remove.mutateAsync({ ...ref, noteId: Number(id) })),
  };
}
