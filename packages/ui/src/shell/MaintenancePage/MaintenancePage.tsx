import { templateConfig, type Template } from '@decola/domain';
import { WrenchIcon } from '../../icons';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/Button';
import { linkVariants } from '../../primitives/Link';
import { PageFrame } from '../../primitives/PageFrame';

export type MaintenancePageProps = {
  /** The brand template: its platform name and support address. */
  template?: Template;
  /** Checks again whether maintenance is over (the app reloads the configuration). */
  onRetry?: () => void;
  /** True while that check runs. */
  retrying?: boolean;
  /** Inside the signed-in shell, which already has the page's <main>, header and footer. */
  inShell?: boolean;
};

/** The maintenance page every private route leads to while maintenance mode is on. */
export function MaintenancePage({
  template = 'default',
  onRetry,
  retrying = false,
  inShell = false,
}: MaintenancePageProps) {
  const { platformName, footer } = templateConfig(template);
  return (
    <PageFrame inShell={inShell}>
      <div className="flex max-w-lg flex-col items-center gap-5 rounded-card bg-surface px-6 py-10 text-center shadow-sm sm:px-10">
        <div
          aria-hidden="true"
          className="flex size-16 items-center justify-center rounded-full bg-primary-soft text-primary-ink"
        >
          <WrenchIcon size="2xl" />
        </div>
        <h1 className="text-2xl font-bold text-ink">Estamos em manutenção</h1>
        <div className="flex flex-col gap-3 text-base leading-relaxed text-ink-muted">
          <p>
            A plataforma {platformName} está passando por uma manutenção programada para ficar ainda
            melhor. Durante esse período, o acesso aos cursos e às demais áreas fica temporariamente
            indisponível.
          </p>
          <p>
            Seu progresso e suas conquistas continuam salvos. Volte em breve para continuar de onde
            parou.
          </p>
        </div>
        {onRetry && (
          <Button size="lg" loading={retrying} onClick={onRetry}>
            Tentar novamente
          </Button>
        )}
        <p className="text-sm text-ink-muted">
          Precisa de ajuda? Escreva para{' '}
          <a
            href={`mailto:${footer.supportEmail}`}
            className={cn('font-medium', linkVariants({ underline: 'untilHover', offset: 2 }))}
          >
            {footer.supportEmail}
          </a>
          .
        </p>
      </div>
    </PageFrame>
  );
}
