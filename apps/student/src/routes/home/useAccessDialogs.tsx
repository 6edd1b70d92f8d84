import { accessStepOf } from '@decola/domain';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useLogin } from './useLogin';

const loadAccessOverlays = () => import('./AccessOverlays');
const AccessOverlays = lazy(loadAccessOverlays);

/** Runs `task` when the browser is idle (soon after the first paint where idle callbacks lack). */
function whenIdle(task: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(task, 200);
  return () => clearTimeout(id);
}

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

  // The dialogs' chunk is fetched once the landing is idle, so 'Entrar' opens without a wait.
  useEffect(() => whenIdle(() => void loadAccessOverlays()), []);

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
