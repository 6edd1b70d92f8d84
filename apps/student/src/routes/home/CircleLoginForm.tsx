import { LoginForm, type LoginFormProps } from '@decola/ui';

type CircleLoginFormProps = Pick<LoginFormProps, 'onSubmit' | 'onForgotPasswordClick'>;

/** Loaded as the page starts, not with it, so its validation stays out of the start-up budget. */
export default function CircleLoginForm(actions: CircleLoginFormProps) {
  return <LoginForm {...actions} />;
}
