import type { Template } from '@decola/domain';
import { useId } from 'react';
import { Button } from '../../primitives/Button';
import { Footer } from '../../shell/Footer';
import { LandingSection } from '../shared/LandingSection';
import { PlatformMark } from '../../primitives/PlatformMark';
import { SkipLink } from '../../primitives/SkipLink';
import { BarChartIcon, LightbulbIcon, ScissorsIcon, StoreIcon } from '../../icons';

export type SecondaryLandingProps = {
  /** Whose footer closes the page: its contacts and social links (the host's template). */
  template: Template;
  /** The craft platform's own name. */
  platformName?: string;
  onLoginClick: () => void;
  /** The sign-up call to action. */
  onSignUpClick: () => void;
  /** The copyright year; the current one when omitted. */
  year?: number;
};

export const SECONDARY_PLATFORM_NAME = 'Decola Ofícios';

const TOPICS = [
  {
    icon: ScissorsIcon,
    title: 'Artesanato e ofícios',
    description:
      'Costura, marcenaria, cerâmica e outras técnicas manuais ensinadas passo a passo, por quem vive delas.',
  },
  {
    icon: StoreIcon,
    title: 'Empreendedorismo',
    description:
      'Como formalizar seu negócio, definir preços, vender pelas redes sociais e atender bem seus clientes.',
  },
  {
    icon: LightbulbIcon,
    title: 'Inovação',
    description:
      'Ferramentas para testar ideias, criar produtos novos e encontrar jeitos mais simples de produzir.',
  },
  {
    icon: BarChartIcon,
    title: 'Finanças do negócio',
    description:
      'Fluxo de caixa, custos e planejamento para separar as contas da casa das contas da empresa.',
  },
] as const;

const STEPS = [
  {
    title: 'Crie sua conta',
    description: 'O cadastro é rápido: basta informar seus dados e escolher uma senha.',
  },
  {
    title: 'Escolha uma trilha',
    description: 'Comece pelo ofício que você já pratica ou por aquele que sempre quis aprender.',
  },
  {
    title: 'Pratique e conclua',
    description:
      'Assista às aulas no seu ritmo, faça as atividades práticas e receba seu certificado.',
  },
] as const;

/**
 * The secondary landing: a platform of craft, entrepreneurship and innovation courses,
 * with a hero, what you learn, how it works, a call to action and the shared footer.
 */
export function SecondaryLanding({
  template,
  platformName = SECONDARY_PLATFORM_NAME,
  onLoginClick,
  onSignUpClick,
  year,
}: SecondaryLandingProps) {
  const ctaTitleId = useId();
  return (
    <div data-slot="secondary-landing" className="relative min-h-dvh bg-canvas text-ink">
      <SkipLink targetId="conteudo" />
      <header className="bg-surface">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-gutter py-4">
          <PlatformMark platformName={platformName} />
          <Button variant="secondary" onClick={onLoginClick}>
            Entrar
          </Button>
        </div>
        <div className="border-t border-line bg-primary-soft px-gutter py-section">
          <div className="mx-auto flex max-w-3xl flex-col items-center gap-5 text-center">
            <p className="text-sm font-semibold tracking-wide text-primary-ink uppercase">
              Ofícios, empreendedorismo e inovação
            </p>
            <h1 className="text-4xl leading-tight font-extrabold text-ink sm:text-5xl">
              Transforme o seu talento em negócio
            </h1>
            <p className="text-lg leading-relaxed text-ink-muted">
              No {platformName} você aprende um ofício com quem entende do assunto, descobre como
              vender o que produz e ganha ferramentas para inovar — tudo online, no seu ritmo.
            </p>
            <Button size="lg" onClick={onSignUpClick}>
              Quero me inscrever
            </Button>
          </div>
        </div>
      </header>

      <main id="conteudo" tabIndex={-1} className="focus:outline-none">
        <LandingSection
          title="O que você aprende"
          eyebrow="Cursos"
          intro="Trilhas práticas que unem a técnica do ofício à gestão do próprio negócio."
        >
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {TOPICS.map(({ icon: Icon, title, description }) => (
              <li
                key={title}
                className="flex flex-col gap-3 rounded-card border border-line bg-surface-muted p-5"
              >
                <span className="flex size-11 items-center justify-center rounded-control bg-primary text-on-primary">
                  <Icon size="xl" />
                </span>
                <h3 className="text-base font-semibold text-ink">{title}</h3>
                <p className="text-sm leading-relaxed text-ink-muted">{description}</p>
              </li>
            ))}
          </ul>
        </LandingSection>

        <LandingSection title="Como funciona" eyebrow="Em três passos" background="muted">
          <ol className="grid gap-4 md:grid-cols-3">
            {STEPS.map((step, index) => (
              <li
                key={step.title}
                className="flex flex-col gap-2 rounded-card border border-line bg-surface p-5 shadow-sm"
              >
                <span
                  aria-hidden="true"
                  className="flex size-9 items-center justify-center rounded-pill bg-primary-soft font-bold text-primary-ink"
                >
                  {index + 1}
                </span>
                <h3 className="text-base font-semibold text-ink">{step.title}</h3>
                <p className="text-sm leading-relaxed text-ink-muted">{step.description}</p>
              </li>
            ))}
          </ol>
        </LandingSection>

        <section
          aria-labelledby={ctaTitleId}
          className="bg-primary px-gutter py-section text-on-primary"
        >
          <div className="mx-auto flex max-w-3xl flex-col items-center gap-4 text-center">
            <h2 id={ctaTitleId} className="text-2xl font-bold sm:text-3xl">
              Pronto para começar?
            </h2>
            <p className="text-base leading-relaxed">
              Crie sua conta agora e dê o primeiro passo para viver do que você sabe fazer.
            </p>
            <Button variant="secondary" size="lg" onClick={onSignUpClick}>
              Criar minha conta
            </Button>
          </div>
        </section>
      </main>
      <Footer template={template} platformName={platformName} year={year} />
    </div>
  );
}
