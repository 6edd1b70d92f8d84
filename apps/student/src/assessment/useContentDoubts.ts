import { isDecolaError } from '@decola/api-client';
import type { ContentOwner } from '@decola/api-client/react-query';
import { validateDoubtForm } from '@decola/domain';
import { DOUBTS_TEXT, useToast, type DoubtValues } from '@decola/ui';
import { useQuery } from '@tanstack/react-query';
import { contentQuery } from '../api/contents';
import { sendWrite, type Delivery } from '../api/outbox';
import { useErrorToast } from '../shell/useErrorToast';

/**
 * A course content's doubts: the thread (questions call) and the learner's own
 * (doubts call); a new doubt through the doubts call, a reply through the questions call with
 * `responseId`. A validation list rejects to the form (each problem at its field) after its
 * first message shows as a toast.
 */
export function useContentDoubts(owner: ContentOwner, contentId: number, enabled: boolean) {
  const showError = useErrorToast();
  const toast = useToast();
  const thread = useQuery({ ...contentQuery.questions(owner, contentId), enabled });
  const mine = useQuery({ ...contentQuery.doubts(owner, contentId), enabled });
  const ref = { owner, contentId };

  const send = async (call: () => Promise<Delivery>, values: DoubtValues, sent: string) => {
    const problems = validateDoubtForm(values);
    if (problems.length > 0) throw problems;
    try {
      const delivery = await call();
      // A doubt kept on the device says so in its tab; the toast is for one that went.
      if (delivery.state === 'sent') toast.show('success', sent);
      return delivery;
    } catch (error) {
      if (isDecolaError(error) && error.validation) showError(error);
      throw error;
    }
  };

  return {
    thread,
    mine,
    create: (values: DoubtValues) =>
      // Offline it waits on the device (the tab says so) and is sent once the connection returns.
      send(() => sendWrite('createDoubt', { ...ref, body: values }), values, DOUBTS_TEXT.sent),
    reply: (doubtId: number, values: DoubtValues) =>
      send(
        () => sendWrite('createReply', { ...ref, body: { ...values, responseId: doubtId } }),
        values,
        DOUBTS_TEXT.replySent,
      ),
  };
}
