import { accessStepOf } from '@decola/domain';
import { loadChunk } from '@decola/ui';
import { lazy, Suspense, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useLogin } from './useLogin';

// Fetched when a dialog is first asked for ('Entrar', 'Cadastre-se', a course, or the address):
// the landing's first view neither needs its code nor spends main-thread time on it.
const AccessOverlays = lazy(() => loadChunk(() => import('./AccessOverlays')));

/** spec 1 §2: the login panel also opens by itself when a `redirect` query exists. */
export function useAccessDialogs() {
  const [search] = useSearchParams();
  const params = useParams();
  const navigate = useNavigate();
  const redirect = search.get('redirect');
  const step = accessStepOf(params, search);
  const [loginOpen, setLoginOpen] = useState(redirect !== null);
  const [registerOpen, setRegisterOpen] = useState(false);
  const login = useLogin(redirect);

  const openLogin = () => setLoginOpen(true);
  const openRegister = () => {
    setLoginOpen(false);
    setRegisterOpen(true);
  };
  const loginActions = {
    onSubmit: login,
    onRegisterClick: openRegister,
    onForgotPasswordClick: () => void navigate('/home/reset'),
  };

  const dialogs = (loginOpen || registerOpen || step) && (
    <Suspense fallback={null}>
      <AccessOverlays
        loginOpen={loginOpen}
        onLoginClose={() => setLoginOpen(false)}
        loginActions={loginActions}
        registerOpen={registerOpen}
        onRegisterClose={() => setRegisterOpen(false)}
        step={step}
        redirect={redirect}
      />
    </Suspense>
  );

  return { openLogin, openRegister, loginActions, dialogs };
}
