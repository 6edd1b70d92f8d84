import { templateConfig, type Template } from '@decola/domain';
import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { HAS_FOCUS_RING } from '../../lib/focusRing';
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

// The whole card answers the click (the control stretches over it); its name is only the title,
// the line under it is its description.
const cardClasses = cn(
  'relative flex flex-col gap-1 rounded-card border border-line bg-surface px-4 py-3',
  'transition-colors hover:border-primary-ink hover:bg-primary-soft',
  HAS_FOCUS_RING.standard,
);
const controlClasses = cn(
  'text-start text-sm font-semibold text-primary-ink focus-visible:outline-none',
  'after:absolute after:inset-0 after:rounded-card',
);

type OptionProps = {
  descriptionId: string;
  title: string;
  description: ReactNode;
} & ({ onClick: () => void; href?: never } | { href: string; onClick?: never });

function Option({ descriptionId, title, description, onClick, href }: OptionProps) {
  return (
    <li className={cardClasses}>
      {href ? (
        <a href={href} className={controlClasses} aria-describedby={descriptionId}>
          {title}
        </a>
      ) : (
        <button
          type="button"
          className={controlClasses}
          aria-describedby={descriptionId}
          onClick={onClick}
        >
          {title}
        </button>
      )}
      <p id={descriptionId} className="text-sm text-ink-muted">
        {description}
      </p>
    </li>
  );
}

/**
 * The reset options — a recovery e-mail, the HR-data (identity) check, or an e-mail to
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
  return (
    <section aria-labelledby={`${id}-title`} className="flex w-full flex-col gap-5">
      <ScreenHeader id={`${id}-title`} title="Recuperar senha">
        <p>Escolha como você prefere redefinir sua senha de acesso.</p>
      </ScreenHeader>
      <ul className="flex flex-col gap-3">
        {showsEmailRecovery && (
          <Option
            descriptionId={`${id}-email`}
            title="Receber e-mail de recuperação"
            description="Enviaremos um link para o e-mail cadastrado na sua conta."
            onClick={onChooseEmail}
          />
        )}
        <Option
          descriptionId={`${id}-identity`}
          title="Redefinir com meus dados da empresa"
          description="Confirme os dados do seu cadastro no sistema de RH da empresa."
          onClick={onChooseIdentity}
        />
        <Option
          descriptionId={`${id}-support`}
          title="Falar com o suporte"
          description={`Envie um e-mail para ${footer.supportEmail}`}
          href={`mailto:${footer.supportEmail}`}
        />
      </ul>
      <Button variant="ghost" className="self-start" onClick={onBack}>
        Voltar
      </Button>
    </section>
  );
}
