import { contentKeys } from '@decola/api-client/react-query';
import type { components } from '@decola/api-client';
import { validateNote } from '@decola/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { contentQuery } from '../api/contents';
import { sendWrite } from '../api/outbox';
import type { ContentProvider } from './provider';

type Note = components['schemas']['Note'];

/**
 * The viewer's notes: the content's own notes API, whose notes carry `seconds`, not the
 * alternate annotations set. Through the outbox: offline, a change waits on the
 * device (an edit or a deletion shows at once); a refusal rejects, and the notes panel shows it
 * beside the field, keeping the text the learner typed.
 */
export function useContentNotes(provider: ContentProvider, contentId: number) {
  const ref = { owner: provider.owner, contentId };
  const queryClient = useQueryClient();
  const notes = useQuery(contentQuery.notes(provider.owner, contentId));
  const showMeanwhile = (change: (list: Note[]) => Note[]) =>
    queryClient.setQueryData<Note[]>(contentKeys.notes(provider.owner, contentId), (list) =>
      list ? change(list) : list,
    );

  /** 'Informe o texto da anotação' before any call. */
  const checked = (text: string) => {
    const problems = validateNote(text);
    if (problems.length > 0) throw problems;
    return text.trim();
  };

  return {
    notes,
    create: async (text: string, seconds: number) => {
      const delivery = await sendWrite('createNote', {
        ...ref,
        body: { text: checked(text), seconds },
      });
      return delivery.state === 'sent' ? delivery.answer : null;
    },
    update: async (id: number | string, text: string) => {
      const body = { id: Number(id), text: checked(text) };
      const delivery = await sendWrite('updateNote', { ...ref, body });
      if (delivery.state === 'waiting')
        showMeanwhile((list) =>
          list.map((note) => (note.id === body.id ? { ...note, annotation: body.text } : note)),
        );
    },
    remove: async (id: number | string) => {
      const delivery = await sendWrite('deleteNote', { ...ref, noteId: Number(id) });
      if (delivery.state === 'waiting')
        showMeanwhile((list) => list.filter((note) => note.id !== Number(id)));
    },
  };
}
