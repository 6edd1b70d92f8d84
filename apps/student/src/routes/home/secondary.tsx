import { SecondaryLanding } from '@decola/ui';
import { template } from '../../common/template';
import { useAccessDialogs } from './useAccessDialogs';

export { loader } from './signedInHome';

/** Route home on the craft, entrepreneurship and innovation platform. */
export function Component() {
  const access = useAccessDialogs();
  return (
    <>
      <SecondaryLanding
        template={template}
        onLoginClick={access.openLogin}
        onSignUpClick={access.openRegister}
      />
      {access.dialogs}
    </>
  );
}
