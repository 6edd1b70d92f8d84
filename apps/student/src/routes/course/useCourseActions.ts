import { contentKeys } from '@decola/api-client/react-query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { courseMutation } from '../../api/courses';
import { useErrorToast } from '../../shell/useErrorToast';

/** Enrol, leave and favourite: failures as the error toast, the page kept. */
export function useCourseActions(courseId: number) {
  const queryClient = useQueryClient();
  const showError = useErrorToast();
  const enroll = useMutation(courseMutation.enroll());
  const leave = useMutation(courseMutation.leave());
  const favorite = useMutation(courseMutation.favorite());
  const unfavorite = useMutation(courseMutation.unfavorite());

  /** Rejects after the toast, so the enrol dialog stays open for another try. */
  const toastOnFailure = async (action: () => Promise<unknown>) => {
    try {
      await action();
    } catch (error) {
      showError(error);
      throw error;
    }
  };

  return {
    enroll: () => toastOnFailure(() => enroll.mutateAsync(courseId)),
    enrolling: enroll.isPending,
    // The confirmation dialog shows a refusal itself; leaving also clears the contents' progress.
    leave: async () => {
      await leave.mutateAsync(courseId);
      await queryClient.invalidateQueries({ queryKey: contentKeys.list({ courseId }) });
    },
    setFavorite: (next: boolean) =>
      toastOnFailure(() => (next ? favorite : unfavorite).mutateAsync(courseId)),
    favoritePending: favorite.isPending || unfavorite.isPending,
  };
}
