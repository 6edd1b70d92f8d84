import { ACCESS_MESSAGES } from '@decola/domain';
import { useId } from 'react';
import { EnvelopeIcon } from '../../icons';
import { buttonVariants } from '../../primitives/Button';
import { Link } from '../../primitives/Link';
import { ScreenHeader } from '../shared/ScreenHeader';

export type EmailSentScreenProps = {
  /** The landing page, without the reset params (`/home`). */
  homeHref?: string;
};

/** After a recovery request answered by e-mail — 'VERIFIQUE SEU E-MAIL'. */
export function EmailSentScreen({ homeHref = '/home' }: EmailSentScreenProps) {
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex w-full flex-col gap-5"
      data-slot="email-sent"
    >
      <div
        aria-hidden="true"
        className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary-ink"
      >
        <EnvelopeIcon size="xl" />
      </div>
      <ScreenHeader id={`${id}-title`} title={ACCESS_MESSAGES.emailSent}>
        <p>
          Se os dados informados estiverem cadastrados, você receberá em instantes um e-mail com um
          link para criar uma nova senha.
        </p>
        <p className="mt-2">
          Não encontrou a mensagem? Confira as pastas de spam e lixo eletrônico antes de pedir um
          novo envio.
        </p>
      </ScreenHeader>
      <Link
        href={homeHref}
        className={buttonVariants({ variant: 'primary', size: 'lg', fullWidth: true })}
      >
        Voltar para o início
      </Link>
    </section>
  );
}
