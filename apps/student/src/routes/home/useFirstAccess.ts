import { SuccessMessage } from '@decola/api-client';
import { DEFAULT_REDIRECT, safeRedirect } from '@decola/domain';
import type { NewPasswordSubmission } from '@decola/ui';
import { useToast } from '@decola/ui';
import { useMutation } from '@tanstack/react-query';
import { accessMutation } from '../../api/access';
import { useLatestNavigation } from '../../common/useLatestNavigation';
import { signedIn } from '../../session/signedIn';

/** The first-access and new-terms steps a login may ask for. */
export function useFirstAccess(redirect: string | null) {
  const navigateWhenReady = useLatestNavigation();
  const toast = useToast();
  const changePassword = useMutation(accessMutation.changePassword());
  const acceptTerm = useMutation(accessMutation.acceptTerm());

  return {
    createCredentials: ({ password, confirmation }: NewPasswordSubmission) =>
      navigateWhenReady(
        async () => {
          await changePassword.mutateAsync({ password, passwordConfirmation: confirmation });
          await acceptTerm.mutateAsync();
          signedIn.set();
          toast.show('success', SuccessMessage.passwordChanged);
          return DEFAULT_REDIRECT;
        },
        { replace: true },
      ),
    acceptTerms: () =>
      navigateWhenReady(
        async () => {
          await acceptTerm.mutateAsync();
          signedIn.set();
          return safeRedirect(redirect);
        },
        { replace: true },
      ),
  };
}
