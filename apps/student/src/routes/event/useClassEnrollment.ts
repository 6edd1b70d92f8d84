import { isDecolaError } from '@decola/api-client';
import { eventKeys } from '@decola/api-client/react-query';
import {
  CLASS_ENROLLMENT_MESSAGES,
  classEnrollmentBlocker,
  type ClassEnrollmentBlocker,
  type EventClass,
} from '@decola/domain';
import { EVENT_PAGE_TEXT } from '@decola/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { eventMutation } from '../../api/events';
import { useErrorToast } from '../../shell/useErrorToast';

const isBlocker = (code: unknown): code is ClassEnrollmentBlocker =>
  typeof code === 'string' && code in CLASS_ENROLLMENT_MESSAGES;

/**
 * Enrolment is checked by the domain before the call, and a refusal the server answers
 * shows the same way; other failures are the error toast and leave the button usable. The places
 * left come from the event, which each change reloads before it resolves.
 */
export function useClassEnrollment(
  eventId: number,
  eventClass: EventClass | undefined,
  userId: number | undefined,
  enrolled: boolean,
) {
  const queryClient = useQueryClient();
  const showError = useErrorToast();
  const enroll = useMutation(eventMutation.enrollClass());
  const unenroll = useMutation(eventMutation.unenrollClass());
  const [refusal, setRefusal] = useState<ClassEnrollmentBlocker | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // A second click before the first answer is dropped: never enrolled twice.
  const pending = useRef(false);
  const ref = { eventId, classId: Number(eventClass?.id) };

  const blocker =
    refusal ??
    (eventClass && userId !== undefined && !enrolled
      ? classEnrollmentBlocker(eventClass, userId)
      : null);

  return {
    blocker,
    enrolling: enroll.isPending,
    announcement,
    enroll: async () => {
      if (!eventClass || pending.current || blocker) return;
      pending.current = true;
      try {
        await enroll.mutateAsync(ref);
        setAnnouncement(EVENT_PAGE_TEXT.enrolledNow);
      } catch (error) {
        if (!isDecolaError(error) || !isBlocker(error.code)) showError(error);
        else {
          setRefusal(error.code);
          // Someone else took the last place, or the class ended: show the class as it is now.
          void queryClient.invalidateQueries({ queryKey: eventKeys.detail(eventId) });
        }
      } finally {
        pending.current = false;
      }
    },
    // The confirmation dialog shows a failure itself and stays open.
    unenroll: async () => {
      await unenroll.mutateAsync(ref);
      setRefusal(null);
      setAnnouncement(EVENT_PAGE_TEXT.unenrolledNow);
    },
  };
}
