import { accessStepOf } from '@decola/domain';
import { loadChunk } from '@decola/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { resetStateOf, type ResetState } from './resetToken';

// Fetched when a dialog is first asked for ('Entrar', 'Cadastre-se', a course, or the address):
// the landing's first view neither needs its code nor spends main-thread time on it.
const AccessOverlays = lazy(() => loadChunk(() => import('./AccessOverlays')));

/** The login panel also opens by itself when a `redirect` query exists. */
export function useAccessDialogs() {
  const [search] = useSearchParams();
  const params = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const redirect = search.get('redirect');
  const token = params.token ?? resetStateOf(location.state)?.token;
  const step = accessStepOf({ ...params, token }, search);

  // The e-mail's link carries the reset token in its path: it moves into router state at once, so
  // the history, a shared screen or a referrer never keeps it.
  const pathToken = params.resetPass === 'reset' ? params.token : undefined;
  const resetBy = params.resetBy === 'identity' ? 'identity' : 'email';
  useEffect(() => {
    if (!pathToken) return;
    const state: ResetState = { token: pathToken };
    void navigate(`/home/reset/${resetBy}${location.search}`, { replace: true, state });
  }, [pathToken, resetBy, location.search, navigate]);
  const [loginOpen, setLoginOpen] = useState(redirect !== null);
  const [registerOpen, setRegisterOpen] = useState(false);

  const openLogin = () => setLoginOpen(true);
  const openRegister = () => {
    setLoginOpen(false);
    setRegisterOpen(true);
  };
  const loginActions = {
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

  return { openLogin, openRegister, loginActions, redirect, dialogs };
}
