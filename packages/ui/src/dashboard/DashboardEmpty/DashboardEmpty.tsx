import { templateConfig, type Template } from '@decola/domain';
import { useId } from 'react';
import { EnvelopeIcon, GraduationCapIcon } from '../../icons';
import { cn } from '../../lib/cn';
import { buttonVariants } from '../../primitives/Button';
import { linkVariants } from '../../primitives/Link';

export type DashboardEmptyProps = {
  /** The brand template, whose support e-mail the learner writes to. */
  template: Template;
  className?: string;
};

export const DASHBOARD_EMPTY_TITLE = 'Nenhum treinamento disponível';

/**
 * The dashboard's empty fallback: no training is available yet, and the learner can
 * write to the template's support e-mail (domain `templateConfig`).
 */
export function DashboardEmpty({ template, className }: DashboardEmptyProps) {
  const titleId = useId();
  const { supportEmail } = templateConfig(template).footer;
  return (
    <section
      aria-labelledby={titleId}
      data-slot="dashboard-empty"
      className={cn(
        'mx-auto flex max-w-xl flex-col items-center gap-4 rounded-card border border-line bg-surface px-6 py-10 text-center',
        className,
      )}
    >
      <span className="flex size-16 items-center justify-center rounded-full bg-primary-soft text-primary-ink">
        <GraduationCapIcon size="3xl" />
      </span>
      <h2 id={titleId} className="text-xl font-bold text-ink">
        {DASHBOARD_EMPTY_TITLE}
      </h2>
      <p className="leading-relaxed text-ink-muted">
        Ainda não há treinamentos disponíveis para você. Se você esperava encontrar algum, entre em
        contato com o suporte pelo e-mail{' '}
        <a
          href={`mailto:${supportEmail}`}
          className={cn('font-semibold break-words', linkVariants())}
        >
          {supportEmail}
        </a>
        .
      </p>
      <a href={`mailto:${supportEmail}`} className={buttonVariants({ variant: 'secondary' })}>
        <EnvelopeIcon size="lg" />
        Escrever para o suporte
      </a>
    </section>
  );
}
