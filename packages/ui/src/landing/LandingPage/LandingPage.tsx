import { templateConfig, type FaqItem, type Template } from '@decola/domain';
import { lazy, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focusRing';
import { loadChunk } from '../../lib/loadChunk';
import type { AsyncState, LoadStatus } from '../../lib/asyncState';
import { Button } from '../../primitives/Button';
import { Footer } from '../../shell/Footer';
import { AboutSection } from '../AboutSection';
import { FaqSection } from '../FaqSection';
import { GoalsSection } from '../GoalsSection';
import { LazyNewCoursesCarousel, type NewCourse } from '../NewCoursesCarousel';
import { SchoolAreasSection } from '../SchoolAreasSection';
import { PlatformMark } from '../../primitives/PlatformMark';
import { SkipLink } from '../../primitives/SkipLink';
import { ClosingSections } from '../shared/ClosingSections';
import { AwardIcon, PeopleIcon, TrendUpIcon } from '../../icons';

/** The about section's video (see AboutSection). */
export type LandingVideo = {
  src?: string;
  poster?: string;
  captionsSrc?: string;
};

export type LandingPageProps<T extends NewCourse> = {
  template: Template;
  /** The newest courses (GET /api/course/list/new); the carousel hides when there are none. */
  newCourses: readonly T[];
  newCoursesStatus?: LoadStatus;
  /** The landing FAQ (GET /api/list/faq). */
  faq: readonly FaqItem[];
  /** Its load; a failure offers its retry. */
  faqState?: AsyncState;
  /** The login call to action: the app opens the login panel. */
  onLoginClick: () => void;
  /** A visitor chose a new course: the app opens the login panel too. */
  onCourseClick: (course: T) => void;
  /** The login panel (built apart), rendered beside the hero. */
  loginPanel?: ReactNode;
  aboutVideo?: LandingVideo;
  /** The copyright year; the current one when omitted. */
  year?: number;
};

const MAIN_ID = 'conteudo';

// After the last in-page anchor ('Dúvidas'): fetched as this module runs, beside the landing's
// data, out of its start-up.
const closingModule = loadChunk(() => import('./LandingClosing'));
const LandingClosing = lazy(() =>
  closingModule.then((module) => ({ default: module.LandingClosing })),
);

const SECTION_LINKS = [
  { href: '#sobre', label: 'Sobre' },
  { href: '#escolas', label: 'Escolas' },
  { href: '#duvidas', label: 'Dúvidas' },
] as const;

const HIGHLIGHTS = [
  { icon: PeopleIcon, text: 'Seis escolas, do canteiro de obras à liderança' },
  { icon: AwardIcon, text: 'Certificado ao concluir os cursos' },
  { icon: TrendUpIcon, text: 'No computador ou no celular, no seu ritmo' },
] as const;

/** The public landing page (route home): hero with login, sections and footer. */
export function LandingPage<T extends NewCourse>({
  template,
  newCourses,
  newCoursesStatus,
  faq,
  faqState,
  onLoginClick,
  onCourseClick,
  loginPanel,
  aboutVideo,
  year,
}: LandingPageProps<T>) {
  const { platformName } = templateConfig(template);
  const showsNewCourses = newCoursesStatus === 'loading' || newCourses.length > 0;

  return (
    <div data-slot="landing-page" className="relative min-h-dvh bg-canvas text-ink">
      <SkipLink targetId={MAIN_ID} />
      <header className="bg-surface">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-gutter py-4">
          <PlatformMark platformName={platformName} />
          <nav aria-label="Seções da página">
            <ul className="flex gap-1 sm:gap-4">
              {SECTION_LINKS.map((link) => (
                <li key={link.href}>
                  <a href={link.href} className={navLinkClass}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <div className="border-t border-line bg-primary-soft px-gutter py-section">
          <div className="mx-auto grid max-w-6xl items-center gap-8 lg:grid-cols-[3fr_2fr]">
            <div className="flex flex-col items-start gap-5">
              <p className="text-sm font-semibold tracking-wide text-primary-ink uppercase">
                Educação corporativa
              </p>
              <h1 className="text-4xl leading-tight font-extrabold text-ink sm:text-5xl">
                Aprenda, cresça e decole com o {platformName}
              </h1>
              <p className="max-w-xl text-lg leading-relaxed text-ink-muted">
                Cursos, trilhas e treinamentos para colaboradores e parceiros do grupo, feitos por
                quem conhece o nosso dia a dia. Entre com seu CPF ou e-mail e continue de onde
                parou.
              </p>
              <Button size="lg" onClick={onLoginClick}>
                Entrar
              </Button>
            </div>
            {loginPanel ?? (
              <ul className="flex flex-col gap-3 rounded-card border border-line bg-surface p-6 shadow-sm">
                {HIGHLIGHTS.map(({ icon: Icon, text }) => (
                  <li key={text} className="flex items-center gap-3 text-base text-ink">
                    <span className="flex size-10 shrink-0 items-center justify-center rounded-control bg-primary-soft text-primary-ink">
                      <Icon size="xl" />
                    </span>
                    {text}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      </header>

      <main id={MAIN_ID} tabIndex={-1} className="focus:outline-none">
        {showsNewCourses && (
          <div className="bg-canvas px-gutter py-section">
            <LazyNewCoursesCarousel
              courses={newCourses}
              status={newCoursesStatus}
              onCourseClick={onCourseClick}
              className="mx-auto max-w-6xl"
            />
          </div>
        )}
        <AboutSection
          id="sobre"
          platformName={platformName}
          videoSrc={aboutVideo?.src}
          poster={aboutVideo?.poster}
          captionsSrc={aboutVideo?.captionsSrc}
        />
        <GoalsSection />
        <SchoolAreasSection id="escolas" />
        <FaqSection id="duvidas" items={faq} state={faqState} />
        <ClosingSections>
          <LandingClosing
            platformName={platformName}
            action={
              <Button variant="secondary" size="lg" onClick={onLoginClick}>
                Acessar a plataforma
              </Button>
            }
          />
        </ClosingSections>
      </main>
      <Footer template={template} year={year} />
    </div>
  );
}

const navLinkClass = cn(
  'rounded-control px-2 py-1 text-sm font-semibold text-ink-muted hover:text-primary-ink',
  focusRing,
);
