import type { AccessStep } from '@decola/domain';
import {
  Dialog,
  FirstAccessScreen,
  LoginPanel,
  RegisterModal,
  TermsAcceptanceModal,
  type LoginFormProps,
} from '@decola/ui';
import { useNavigate } from 'react-router-dom';
import { template } from '../../common/template';
import { RecoveryFlow } from './RecoveryFlow';
import { useFirstAccess } from './useFirstAccess';
import { useLogin } from './useLogin';
import { useRegister } from './useRegister';

export type AccessOverlaysProps = {
  loginOpen: boolean;
  onLoginClose: () => void;
  loginActions: Pick<LoginFormProps, 'onRegisterClick' | 'onForgotPasswordClick'>;
  registerOpen: boolean;
  onRegisterClose: () => void;
  step: AccessStep | null;
  redirect: string | null;
};

/** A chunk of its own: the landing paints without the dialogs (and Headless UI), then it loads. */
export default function AccessOverlays({
  loginOpen,
  onLoginClose,
  loginActions,
  registerOpen,
  onRegisterClose,
  step,
  redirect,
}: AccessOverlaysProps) {
  const navigate = useNavigate();
  const login = useLogin(redirect);
  const register = useRegister(registerOpen, onRegisterClose);
  const firstAccess = useFirstAccess(redirect);
  const leaveStep = () => void navigate('/home', { replace: true });

  return (
    <>
      {/* One panel at a time: an access step (reset, first access, new terms) replaces the login. */}
      <LoginPanel
        open={loginOpen && !step}
        onClose={onLoginClose}
        onSubmit={login}
        {...loginActions}
      />
      <RegisterModal
        open={registerOpen}
        onClose={onRegisterClose}
        template={template}
        today={new Date()}
        states={register.states}
        onSubmit={register.submit}
        onZipLookup={register.lookUpZip}
        onStrengthCheck={register.checkStrength}
        strength={register.strength}
      />
      {step?.kind === 'reset' && (
        <RecoveryFlow
          key={step.resetBy ?? 'options'}
          resetBy={step.resetBy}
          token={step.token}
          onPasswordChanged={onLoginClose}
        />
      )}
      {step?.kind === 'firstAccess' && (
        <Dialog
          open
          onClose={leaveStep}
          title="Primeiro acesso"
          placement="right"
          size="sm"
          closeOnBackdropClick={false}
        >
          <FirstAccessScreen onSubmit={firstAccess.createCredentials} />
        </Dialog>
      )}
      {step?.kind === 'acceptTerm' && (
        <TermsAcceptanceModal open onAccept={firstAccess.acceptTerms} onClose={leaveStep} />
      )}
    </>
  );
}
