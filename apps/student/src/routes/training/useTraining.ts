import { errorMessage, isDecolaError } from '@decola/api-client';
import { graduationKeys } from '@decola/api-client/react-query';
import { trainingRefusalMessage } from '@decola/domain';
import { TRAINING_TEXT, useToast } from '@decola/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graduationMutation, graduationQuery } from '../../api/graduations';
import { asyncStateOf } from '../../api/asyncState';
import { ASKED_AHEAD } from '../../common/askedAhead';

/**
 * The training with the learner's situation; enrol and leave. A refusal speaks of the training
 * (the server's texts say 'turma'), any other failure is the error toast; an enrolment made says so.
 */
export function useTraining(trainingId: number) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const showError = (error: unknown) =>
    toast.show(
      'danger',
      (isDecolaError(error) && trainingRefusalMessage(error.code)) || errorMessage(error),
    );
  const detail = useQuery({ ...graduationQuery.detail(trainingId), ...ASKED_AHEAD });
  const enroll = useMutation(graduationMutation.enroll());
  const unenroll = useMutation(graduationMutation.unenroll());
  const key = graduationKeys.detail(trainingId);
  type Detail = NonNullable<typeof detail.data>;

  const setEnrolled = (enrolled: boolean) =>
    queryClient.setQueryData<Detail>(key, (data) => data && { ...data, enrolled });

  return {
    graduation: detail.data,
    notFound: isDecolaError(detail.error) && detail.error.status === 404,
    state: asyncStateOf(detail),
    pending: enroll.isPending || unenroll.isPending,
    enroll: () => {
      if (enroll.isPending || unenroll.isPending) return;
      enroll.mutate(trainingId, {
        onSuccess: () => toast.show('success', TRAINING_TEXT.enrolledNow),
        onError: showError,
      });
    },
    // Leaving sets the flag false before the call; a failure sets it back.
    leave: () => {
      if (enroll.isPending || unenroll.isPending) return;
      void queryClient.cancelQueries({ queryKey: key });
      setEnrolled(false);
      unenroll.mutate(trainingId, {
        onError: (error) => {
          setEnrolled(true);
          showError(error);
        },
      });
    },
  };
}
