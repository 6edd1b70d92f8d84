import { ACCESS_MESSAGES } from '@decola/domain';
import { PasswordAndTermsForm, type NewPasswordSubmission } from '../shared/PasswordAndTermsForm';

export type FirstAccessScreenProps = {
  /**
   * Called once the terms box is ticked and the password is right. The app then changes the
   * password, records the acceptance and goes to the dashboard; a rejection shows its
   * message and keeps what was typed.
   */
  onSubmit: (values: NewPasswordSubmission) => Promise<unknown> | void;
  /** The terms page, opened in a new tab. */
  termsHref?: string;
};

/** The first access of an imported account — a new password and the terms. */
export function FirstAccessScreen({
  onSubmit,
  termsHref = '/student/terms',
}: FirstAccessScreenProps) {
  return (
    <PasswordAndTermsForm
      title="Primeiro acesso"
      intro={<p>{ACCESS_MESSAGES.firstAccess}</p>}
      submitLabel="Salvar e entrar"
      termsHref={termsHref}
      onSubmit={onSubmit}
    />
  );
}
