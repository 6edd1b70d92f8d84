import { SUCCESS_MESSAGES } from '@decola/domain';
import { PasswordAndTermsForm, type NewPasswordSubmission } from '../shared/PasswordAndTermsForm';

export type { NewPasswordSubmission };

export type NewPasswordFormProps = {
  /** Sends the new password; a rejection shows its message and keeps what was typed. */
  onSubmit: (values: NewPasswordSubmission) => Promise<unknown> | void;
  /** Arriving from the identity check: shows 'Usuário validado com sucesso!'. */
  validated?: boolean;
  /** The terms page, opened in a new tab. */
  termsHref?: string;
};

/** The new-password screen of the reset flow, shown when a token is present. */
export function NewPasswordForm({
  onSubmit,
  validated = false,
  termsHref = '/student/terms',
}: NewPasswordFormProps) {
  return (
    <PasswordAndTermsForm
      title="Criar nova senha"
      intro={<p>Escolha uma nova senha para acessar a plataforma.</p>}
      submitLabel="Salvar nova senha"
      banner={validated ? SUCCESS_MESSAGES.userValidated : undefined}
      termsHref={termsHref}
      onSubmit={onSubmit}
    />
  );
}
