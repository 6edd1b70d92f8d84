import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { GiftIcon } from '../../icons';

export type FreeTrainingMessageProps = {
  /** `templateConfig(template).platformName`. */
  platformName: string;
  /** An action under the message, such as the login button. */
  action?: ReactNode;
  className?: string;
};

/** The free-training message for staff. */
export function FreeTrainingMessage({ platformName, action, className }: FreeTrainingMessageProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      data-slot="free-training-message"
      className={cn('bg-primary px-gutter py-section text-on-primary', className)}
    >
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-4 text-center">
        <GiftIcon size="4xl" />
        <h2 id={titleId} className="text-2xl font-bold sm:text-3xl">
          Para colaboradores, é gratuito
        </h2>
        <p className="max-w-2xl text-base leading-relaxed">
          Todos os cursos e treinamentos do {platformName} são gratuitos para colaboradores das
          empresas do grupo. Entre com seu CPF ou e-mail corporativo e comece hoje mesmo — sem
          custo, no seu ritmo e com certificado.
        </p>
        {action}
      </div>
    </section>
  );
}
