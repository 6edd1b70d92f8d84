import { SuccessMessage } from '@decola/api-client';
import { DEFAULT_REDIRECT, safeRedirect } from '@decola/domain';
import type { NewPasswordSubmission } from '@decola/ui';
import { useToast } from '@decola/ui';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { accessMutation } from '../../api/access';
import { routerPath } from '../../app/paths';
import { signedIn } from '../../session/signedIn';

/** spec 1 §4: the first-access and new-terms steps a login may ask for. */
export function useFirstAccess(redirect: string | null) {
  const navigate = useNavigate();
  const toast = useToast();
  const changePassword = useMutation(accessMutation.changePassword());
  const acceptTerm = useMutation(accessMutation.acceptTerm());

  return {
    async createCredentials({ password, confirmation }: NewPasswordSubmission) {
      await changePassword.mutateAsync({ password, passwordConfirmation: confirmation });
      await acceptTerm.mutateAsync();
      signedIn.set();
      toast.show('success', SuccessMessage.passwordChanged);
      await navigate(routerPath(DEFAULT_REDIRECT), { replace: true });
    },
    async acceptTerms() {
      await acceptTerm.mutateAsync();
      signedIn.set();
      await navigate(routerPath(safeRedirect(redirect)), { replace: true });
    },
  };
}
