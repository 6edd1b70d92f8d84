import type { ComponentType } from 'react';
import { LandingSection } from '../shared/LandingSection';
import {
  CheckBadgeIcon,
  CompassIcon,
  LightbulbIcon,
  PeopleIcon,
  TrendUpIcon,
  type IconProps,
} from '../../icons';

export type Goal = {
  title: string;
  description: string;
  icon: ComponentType<IconProps>;
};

/** The five goals, in the spec's order. */
export const LANDING_GOALS: readonly Goal[] = [
  {
    title: 'Senioridade e produtividade',
    description:
      'Formação contínua para que cada pessoa domine sua função, ganhe autonomia e entregue mais com menos retrabalho.',
    icon: TrendUpIcon,
  },
  {
    title: 'Retenção de talentos',
    description:
      'Caminhos de desenvolvimento claros, que mostram a cada colaborador onde ele pode chegar dentro do grupo.',
    icon: PeopleIcon,
  },
  {
    title: 'Desenvolvimento de lideranças',
    description:
      'Trilhas para quem já lidera e para quem se prepara para liderar: gestão de pessoas, feedback e tomada de decisão.',
    icon: CompassIcon,
  },
  {
    title: 'Mentalidade de inovação',
    description:
      'Estímulo a novas ideias, ferramentas e formas de trabalhar, do canteiro de obras ao escritório.',
    icon: LightbulbIcon,
  },
  {
    title: 'Qualidade nas entregas',
    description:
      'Padrões, normas e boas práticas compartilhados por todas as equipes, para entregar certo desde a primeira vez.',
    icon: CheckBadgeIcon,
  },
];

export type GoalsSectionProps = {
  /** The section's anchor for in-page links. */
  id?: string;
  className?: string;
};

/** The landing's goals section. */
export function GoalsSection({ id, className }: GoalsSectionProps) {
  return (
    <LandingSection
      title="Nossos objetivos"
      eyebrow="Por que investimos em educação"
      intro="Cada curso da plataforma existe para apoiar pelo menos um destes cinco objetivos."
      background="muted"
      id={id}
      className={className}
    >
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
        {LANDING_GOALS.map(({ title, description, icon: Icon }) => (
          <li
            key={title}
            className="flex flex-col gap-3 rounded-card border border-line bg-surface p-5 shadow-sm"
          >
            <span className="flex size-11 items-center justify-center rounded-control bg-primary-soft text-primary-ink">
              <Icon size="xl" />
            </span>
            <h3 className="text-base font-semibold text-ink">{title}</h3>
            <p className="text-sm leading-relaxed text-ink-muted">{description}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
