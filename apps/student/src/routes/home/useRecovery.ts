import { SuccessMessage } from '@decola/api-client';
import { recoveryNextStep } from '@decola/domain';
import type { IdentityRequest, NewPasswordSubmission, RecoveryRequestPayload } from '@decola/ui';
import { useToast } from '@decola/ui';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { accessMutation } from '../../api/access';
import { useLatestNavigation } from '../../common/useLatestNavigation';
import type { ResetState } from './resetToken';

/** How the new password was earned: a link from the e-mail, or the HR-data check. */
export type ResetBy = 'email' | 'identity';

export type UseRecoveryOptions = {
  onEmailSent: () => void;
  /** The password changed: whatever panel would come back over home must stay closed. */
  onPasswordChanged?: () => void;
};

/** Failures reject, so each form shows the message and keeps what was typed. */
export function useRecovery({ onEmailSent, onPasswordChanged }: UseRecoveryOptions) {
  const navigate = useNavigate();
  const navigateWhenReady = useLatestNavigation();
  const toast = useToast();
  const byEmail = useMutation(accessMutation.recoverPasswordByEmail());
  const byDocument = useMutation(accessMutation.recoverPasswordByDocument());
  const checkData = useMutation(accessMutation.checkRecoveryData());
  const resetByEmail = useMutation(accessMutation.resetPasswordByEmail());
  const resetByData = useMutation(accessMutation.resetPasswordByData());

  function follow(recoveryType: string) {
    if (recoveryNextStep(recoveryType) === 'identity') void navigate('/home/reset/identity');
    else onEmailSent();
  }

  return {
    async request(payload: RecoveryRequestPayload) {
      const reply =
        'email' in payload
          ? await byEmail.mutateAsync(payload)
          : await byDocument.mutateAsync(payload);
      follow(reply.recoveryType);
    },
    async checkIdentity(request: IdentityRequest) {
      if (request.by === 'email') {
        follow((await byEmail.mutateAsync({ email: request.email })).recoveryType);
        return;
      }
      const { badgeCode, ...identity } = request.identity;
      await navigateWhenReady(async () => {
        const { token } = await checkData.mutateAsync({
          ...identity,
          ...(badgeCode === null ? {} : { badgeCode }),
        });
        // The token travels in router state: an address keeps it in the history and the logs.
        const state: ResetState = { token, validated: true };
        return { href: '/home/reset/identity', state };
      });
    },
    async resetPassword(
      by: ResetBy,
      token: string,
      { password, confirmation }: NewPasswordSubmission,
    ) {
      const body = { password, passwordConfirmation: confirmation, token };
      await navigateWhenReady(
        async () => {
          await (by === 'identity' ? resetByData : resetByEmail).mutateAsync(body);
          // Home, not the login panel the reset started from: a modal panel would cover the toast
          // and hide it from screen readers (its dialog makes the rest of the page inert).
          onPasswordChanged?.();
          toast.show('success', SuccessMessage.passwordChanged);
          return '/home';
        },
        { replace: true },
      );
    },
  };
}
