import { LoginForm, type LoginFormProps } from '@decola/ui';
import { useLogin } from './useLogin';

type CircleLoginFormProps = Pick<LoginFormProps, 'onForgotPasswordClick'> & {
  redirect: string | null;
};

/**
 * Loaded as the page starts, not with it, so its validation and the login's navigation stay out of
 * the start-up budget.
 */
export default function CircleLoginForm({ redirect, onForgotPasswordClick }: CircleLoginFormProps) {
  const login = useLogin(redirect);
  return <LoginForm onSubmit={login} onForgotPasswordClick={onForgotPasswordClick} />;
}
