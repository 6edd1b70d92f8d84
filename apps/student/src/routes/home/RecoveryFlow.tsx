import {
  Dialog,
  EmailSentScreen,
  IdentityForm,
  NewPasswordForm,
  RecoveryRequestForm,
  ResetOptions,
} from '@decola/ui';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { template } from '../../common/template';
import { useRecovery, type ResetBy } from './useRecovery';

export type RecoveryFlowProps = {
  /** The `:resetBy` segment: email, identity or token. */
  resetBy?: string;
  token?: string;
  /** The new password was saved: the flow is about to leave for home. */
  onPasswordChanged?: () => void;
};

/** `/home/reset/:resetBy?/:token?`; closing it goes back to the landing. */
export function RecoveryFlow({ resetBy, token, onPasswordChanged }: RecoveryFlowProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const [emailSent, setEmailSent] = useState(false);
  const recovery = useRecovery({ onEmailSent: () => setEmailSent(true), onPasswordChanged });
  const backToOptions = () => void navigate('/home/reset');

  let screen;
  if (token) {
    // The e-mail's link says `email` (or `token`); the identity check's token says `identity`.
    const by: ResetBy = resetBy === 'identity' ? 'identity' : 'email';
    const validated = (location.state as { validated?: boolean } | null)?.validated === true;
    screen = (
      <NewPasswordForm
        validated={validated}
        onSubmit={(values) => recovery.resetPassword(by, token, values)}
      />
    );
  } else if (resetBy === 'email') {
    screen = emailSent ? (
      <EmailSentScreen homeHref="/home" />
    ) : (
      <RecoveryRequestForm onSubmit={recovery.request} onBack={backToOptions} />
    );
  } else if (resetBy === 'identity') {
    screen = emailSent ? (
      <EmailSentScreen homeHref="/home" />
    ) : (
      <IdentityForm onSubmit={recovery.checkIdentity} onBack={backToOptions} />
    );
  } else {
    screen = (
      <ResetOptions
        template={template}
        onChooseEmail={() => void navigate('/home/reset/email')}
        onChooseIdentity={() => void navigate('/home/reset/identity')}
        onBack={() => void navigate('/home')}
      />
    );
  }

  return (
    <Dialog
      open
      onClose={() => void navigate('/home')}
      title="Esqueci minha senha"
      placement="right"
      size="sm"
      closeOnBackdropClick={false}
    >
      {screen}
    </Dialog>
  );
}
