import type { ComponentType } from 'react';
import { LandingSection } from '../shared/LandingSection';
import {
  BarChartIcon,
  BuildingIcon,
  ClipboardIcon,
  FlagIcon,
  GearIcon,
  WrenchIcon,
  type IconProps,
} from '../../icons';

export type SchoolArea = {
  name: string;
  description: string;
  icon: ComponentType<IconProps>;
};

/** The six school areas, named as the spec names them. */
export const SCHOOL_AREAS: readonly SchoolArea[] = [
  {
    name: 'Corporativa',
    description: 'Cultura, valores, compliance e integração de quem chega ao grupo.',
    icon: BuildingIcon,
  },
  {
    name: 'Operações',
    description: 'Segurança, qualidade e produtividade no dia a dia das obras e das fábricas.',
    icon: GearIcon,
  },
  {
    name: 'Administração',
    description: 'Finanças, contratos, suprimentos e rotinas das áreas de apoio.',
    icon: ClipboardIcon,
  },
  {
    name: 'Gestão e liderança',
    description: 'Gestão de pessoas, feedback, planejamento e tomada de decisão.',
    icon: FlagIcon,
  },
  {
    name: 'Mercado',
    description: 'Clientes, vendas, negociação e as tendências que movem o nosso setor.',
    icon: BarChartIcon,
  },
  {
    name: 'Ferramentas',
    description: 'Planilhas, sistemas e aplicativos que facilitam o trabalho de todo dia.',
    icon: WrenchIcon,
  },
];

export type SchoolAreasSectionProps = {
  /** The section's anchor for in-page links. */
  id?: string;
  className?: string;
};

/** The landing's six school areas. */
export function SchoolAreasSection({ id, className }: SchoolAreasSectionProps) {
  return (
    <LandingSection
      title="Nossas escolas"
      eyebrow="O que você encontra aqui"
      intro="Os cursos são organizados em seis escolas, cada uma dedicada a uma área do conhecimento."
      background="surface"
      id={id}
      className={className}
    >
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {SCHOOL_AREAS.map(({ name, description, icon: Icon }) => (
          <li
            key={name}
            className="flex items-start gap-4 rounded-card border border-line bg-surface-muted p-5"
          >
            <span className="flex size-11 shrink-0 items-center justify-center rounded-control bg-primary text-on-primary">
              <Icon size="xl" />
            </span>
            <div className="flex flex-col gap-1">
              <h3 className="text-base font-semibold text-ink">{name}</h3>
              <p className="text-sm leading-relaxed text-ink-muted">{description}</p>
            </div>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
