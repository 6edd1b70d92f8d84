import type { components } from '@decola/api-client';
import { contentKeys } from '@decola/api-client/react-query';
import {
  areAllFinished,
  isProgressReached,
  checkpointOf,
  CONTENT_KIND,
  LIMITS,
  progressPlan,
  validateCheckpoint,
} from '@decola/domain';
import type { MediaHandle, PlaybackState } from '@decola/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { contentMutation, contentQuery } from '../api/contents';
import { courseMutation } from '../api/courses';
import { outbox, sendWrite } from '../api/outbox';
import { contentTarget } from '../api/outbox/writes';
import type { ContentProvider } from './provider';
import { ProgressSaver } from './progressSaver';

type Content = components['schemas']['CourseContent'];
type Status = components['schemas']['ContentStatus'];

/** SCORM finishes through its runtime's completion, an exercise through its questionnaire. */
const FINISHES_ITSELF: readonly number[] = [CONTENT_KIND.SCORM, CONTENT_KIND.EXERCISE];

/**
 * Progress and checkpoints for one opened content: finished at once without a
 * minimum; else saved every 15 s while it plays until the minimum, then finished and every
 * content reloaded; the last content finishes the course. Leaving or hiding the tab saves.
 */
export function useContentProgress(
  provider: ContentProvider,
  content: Content | undefined,
  handleRef: RefObject<MediaHandle | null>,
) {
  const queryClient = useQueryClient();
  const finish = useMutation(contentMutation.finish());
  const finishCourse = useMutation(courseMutation.finish());
  const owner = provider.owner;
  const contentId = content?.id;
  const kind = content?.type;
  const plan = content && !FINISHES_ITSELF.includes(content.type) ? progressPlan(content) : null;
  const planKind = plan?.kind;
  const saver = useRef<ProgressSaver | null>(null);
  const playing = useRef(false);
  const visible = useRef(typeof document === 'undefined' || document.visibilityState !== 'hidden');
  const playback = useRef<PlaybackState>({ playing: false, rate: 1 });

  /** Every content reloaded (the list shows 100 % at once); the last one finishes the course. */
  const finished = useCallback(async () => {
    const contents = await queryClient.fetchQuery({ ...contentQuery.list(owner), staleTime: 0 });
    if (provider.courseId !== null && areAllFinished(contents))
      await finishCourse.mutateAsync(provider.courseId);
  }, [finishCourse, owner, provider.courseId, queryClient]);

  // A save answered now and one the outbox sent later may both say the minimum was reached.
  const finishing = useRef<number | null>(null);
  const finishContent = useCallback(
    async (id: number) => {
      if (finishing.current === id) return;
      finishing.current = id;
      await finish.mutateAsync({ owner, contentId: id });
      await finished();
    },
    [finish, finished, owner],
  );

  /** A saved status shows in the list at once, without reloading it. */
  const showStatus = useCallback(
    (id: number, status: Status) =>
      queryClient.setQueryData(contentKeys.list(owner), (list: Content[] | undefined) =>
        list?.map((item) => (item.id === id ? { ...item, status } : item)),
      ),
    [owner, queryClient],
  );

  const position = useCallback(() => {
    const seconds = checkpointOf(handleRef.current?.position() ?? Number.NaN);
    return validateCheckpoint(seconds).length === 0 && seconds > 0 ? seconds : undefined;
  }, [handleRef]);

  /** Where the learner is (a PDF: the page just reached), for the resume offer. */
  const saveCheckpoint = useCallback(
    (at?: number) => {
      const seconds = at === undefined ? position() : checkpointOf(at);
      if (contentId === undefined || seconds === undefined || seconds <= 0) return;
      sendWrite('checkpoint', { owner, contentId, body: { seconds } }).catch((error: unknown) =>
        console.warn('checkpoint', error),
      );
    },
    [contentId, owner, position],
  );

  // One saver per opened content that tracks a minimum; finishNow finishes on opening.
  useEffect(() => {
    if (contentId === undefined || !plan || plan.kind === 'none') return;
    if (plan.kind === 'finishNow') {
      finishContent(contentId).catch((error: unknown) => console.warn('finish', error));
      return;
    }
    const current = new ProgressSaver({
      saveIntervalMs: plan.saveIntervalMs,
      now: () => Date.now(),
      save: async (body, leaving) => {
        // The page may be going away: nothing to show, the request only has to arrive.
        if (leaving) {
          await provider.saveOnLeave(contentId, { progress: body });
          return { progress: 0 };
        }
        // Kept on the device when the network is not there: the outbox sends it once it is, and
        // its answer is shown then (below).
        const delivery = await sendWrite('progress', { owner, contentId, body });
        return delivery.state === 'sent' ? (delivery.answer as Status) : { progress: 0 };
      },
      reached: () => {
        finishContent(contentId).catch((error: unknown) => console.warn('finish', error));
      },
      failed: (error) => console.warn('progress', error),
    });
    saver.current = current;
    current.change(effective(playback.current, kind, visible.current));
    const target = contentTarget({ owner, contentId });
    // Every progress answer of this content, sent now or once the connection returned.
    const stopListening = outbox.onDelivered((entry, answer) => {
      if (entry.kind !== 'progress' || entry.target !== target || !answer) return;
      const status = answer as Status;
      showStatus(contentId, status);
      if (!isProgressReached(status.progress)) return;
      current.stop();
      finishContent(contentId).catch((error: unknown) => console.warn('finish', error));
    });
    return () => {
      stopListening();
      saver.current = null;
      void current.leave().finally(() => current.stop());
    };
    // The saver lives as long as the content and its plan; callbacks read the latest values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [contentId, planKind]);

  // Checkpoints every interval while playing, and on leaving or hiding the tab. A layout effect:
  // its clean-up runs before the player below lets go of its handle.
  useLayoutEffect(() => {
    if (contentId === undefined || kind === CONTENT_KIND.SCORM || kind === CONTENT_KIND.EXERCISE)
      return;
    const timer = setInterval(() => {
      if (playing.current) saveCheckpoint();
    }, LIMITS.progressSaveIntervalMs);
    const leave = () => {
      const seconds = position();
      if (seconds !== undefined)
        provider.saveOnLeave(contentId, { checkpoint: seconds }).catch(() => undefined);
    };
    const onVisibility = () => {
      visible.current = document.visibilityState !== 'hidden';
      saver.current?.change(effective(playback.current, kind, visible.current));
      if (!visible.current) {
        leave();
        void saver.current?.leave();
      }
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      leave();
    };
    // Bound to the content opened; the handle and provider are read when it is left.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [contentId, kind]);

  const onPlaybackChange = useCallback(
    (state: PlaybackState) => {
      const wasPlaying = playing.current;
      playback.current = state;
      playing.current = state.playing;
      saver.current?.change(effective(state, kind, visible.current));
      // Paused or ended: where it stopped, and the seconds played since the last save, go now —
      // an audio that ends between two ticks would otherwise hold them until the learner leaves.
      if (wasPlaying && !state.playing) {
        saveCheckpoint();
        void saver.current?.tick();
      }
    },
    [kind, saveCheckpoint],
  );

  return { onPlaybackChange, finished, saveCheckpoint };
}

/** A PDF counts while the tab is visible, at rate 1. */
function effective(state: PlaybackState, kind: number | undefined, visible: boolean) {
  if (kind === CONTENT_KIND.PDF) return { playing: state.playing && visible, rate: 1 };
  return state;
}
