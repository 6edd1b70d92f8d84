import { templateConfig, type Template } from '@decola/domain';
import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/Button';
import { ScreenHeader } from '../shared/ScreenHeader';

export type ResetOptionsProps = {
  /** The brand template: the portal hides the recovery e-mail, each has its support address. */
  template?: Template;
  /** Receive a recovery e-mail: leads to the reset identifier input. */
  onChooseEmail: () => void;
  /** Reset with the company's HR data: leads to the identity form. */
  onChooseIdentity: () => void;
  /** Back to the login panel. */
  onBack: () => void;
};

const optionClasses = cn(
  'flex w-full flex-col gap-1 rounded-card border border-line bg-surface px-4 py-3 text-start',
  'transition-colors hover:border-primary-ink hover:bg-primary-soft',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
);

function OptionText({
  titleId,
  descriptionId,
  title,
  children,
}: {
  titleId: string;
  descriptionId: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <>
      <span id={titleId} className="text-sm font-semibold text-primary-ink">
        {title}
      </span>
      <span id={descriptionId} className="text-sm text-ink-muted">
        {children}
      </span>
    </>
  );
}

/**
 * spec 1 §2: the reset options — a recovery e-mail, the HR-data (identity) check, or an e-mail to
 * support. The corporate portal hides the e-mail option (`showsEmailRecovery`).
 */
export function ResetOptions({
  template = 'default',
  onChooseEmail,
  onChooseIdentity,
  onBack,
}: ResetOptionsProps) {
  const id = useId();
  const { showsEmailRecovery, footer } = templateConfig(template);
  const ids = (name: string) => ({ titleId: `${id}-${name}`, descriptionId: `${id}-${name}-desc` });
  const email = ids('email');
  const identity = ids('identity');
  const support = ids('support');

  return (
    <section aria-labelledby={`${id}-title`} className="flex w-full flex-col gap-5">
      <ScreenHeader id={`${id}-title`} title="Recuperar senha">
        <p>Escolha como você prefere redefinir sua senha de acesso.</p>
      </ScreenHeader>
      <ul className="flex flex-col gap-3">
        {showsEmailRecovery && (
          <li>
            <button
              type="button"
              className={optionClasses}
              aria-labelledby={email.titleId}
              aria-describedby={email.descriptionId}
              onClick={onChooseEmail}
            >
              <OptionText {...email} title="Receber e-mail de recuperação">
                Enviaremos um link para o e-mail cadastrado na sua conta.
              </OptionText>
            </button>
          </li>
        )}
        <li>
          <button
            type="button"
            className={optionClasses}
            aria-labelledby={identity.titleId}
            aria-describedby={identity.descriptionId}
            onClick={onChooseIdentity}
          >
            <OptionText {...identity} title="Redefinir com meus dados da empresa">
              Confirme os dados do seu cadastro no sistema de RH da empresa.
            </OptionText>
          </button>
        </li>
        <li>
          <a
            href={`mailto:${footer.supportEmail}`}
            className={optionClasses}
            aria-labelledby={support.titleId}
            aria-describedby={support.descriptionId}
          >
            <OptionText {...support} title="Falar com o suporte">
              Envie um e-mail para {footer.supportEmail}
            </OptionText>
          </a>
        </li>
      </ul>
      <Button variant="ghost" className="self-start" onClick={onBack}>
        Voltar
      </Button>
    </section>
  );
}
