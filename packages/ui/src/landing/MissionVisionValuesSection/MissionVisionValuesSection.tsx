import { LandingSection } from '../shared/LandingSection';
import { EyeIcon, HeartIcon, TargetIcon } from '../../icons';

export type MissionVisionValuesSectionProps = {
  /** `templateConfig(template).platformName`. */
  platformName: string;
  /** The section's anchor for in-page links. */
  id?: string;
  className?: string;
};

const VALUES = [
  'Segurança em primeiro lugar',
  'Respeito e diversidade',
  'Ética e transparência',
  'Aprendizado contínuo',
  'Colaboração entre equipes',
  'Foco no cliente',
] as const;

/** The landing's mission, vision and values. */
export function MissionVisionValuesSection({
  platformName,
  id,
  className,
}: MissionVisionValuesSectionProps) {
  return (
    <LandingSection
      title="Missão, visão e valores"
      eyebrow="No que acreditamos"
      background="muted"
      id={id}
      className={className}
    >
      <div className="grid gap-4 md:grid-cols-3">
        <article className="flex flex-col gap-3 rounded-card border border-line bg-surface p-6 shadow-sm">
          <span className="flex size-11 items-center justify-center rounded-control bg-primary-soft text-primary-ink">
            <TargetIcon size="xl" />
          </span>
          <h3 className="text-lg font-semibold text-ink">Missão</h3>
          <p className="text-sm leading-relaxed text-ink-muted">
            Desenvolver pessoas para construir, com segurança e qualidade, o futuro das nossas
            empresas e das comunidades onde atuamos.
          </p>
        </article>
        <article className="flex flex-col gap-3 rounded-card border border-line bg-surface p-6 shadow-sm">
          <span className="flex size-11 items-center justify-center rounded-control bg-primary-soft text-primary-ink">
            <EyeIcon size="xl" />
          </span>
          <h3 className="text-lg font-semibold text-ink">Visão</h3>
          <p className="text-sm leading-relaxed text-ink-muted">
            Ser reconhecido como a referência em educação corporativa do setor, fazendo do{' '}
            {platformName} o ponto de partida de cada nova etapa da carreira dos nossos
            colaboradores.
          </p>
        </article>
        <article className="flex flex-col gap-3 rounded-card border border-line bg-surface p-6 shadow-sm">
          <span className="flex size-11 items-center justify-center rounded-control bg-primary-soft text-primary-ink">
            <HeartIcon size="xl" />
          </span>
          <h3 className="text-lg font-semibold text-ink">Valores</h3>
          <ul className="flex flex-col gap-1.5 text-sm text-ink-muted">
            {VALUES.map((value) => (
              <li key={value} className="flex items-center gap-2">
                <span aria-hidden="true" className="size-1.5 shrink-0 rounded-pill bg-primary" />
                {value}
              </li>
            ))}
          </ul>
        </article>
      </div>
    </LandingSection>
  );
}
