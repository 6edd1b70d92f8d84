import { LoginForm, type LoginFormProps } from '@decola/ui';

type CircleLoginFormProps = Pick<LoginFormProps, 'onSubmit' | 'onForgotPasswordClick'>;

/**
 * The circle landing's in-page login form (spec 1 §1), under the landing's own 'Acesse' heading and
 * above its own 'Cadastre-se'. Its own module, loaded as the page starts rather than with it, so the
 * form's validation rules stay out of the landing's start-up budget.
 */
export default function CircleLoginForm(actions: CircleLoginFormProps) {
  return <LoginForm {...actions} />;
}
