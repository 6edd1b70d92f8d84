import { templateConfig, type FaqItem } from '@decola/domain';
import { lazy, useId, type ReactNode } from 'react';
import { loadChunk } from '../../lib/loadChunk';
import type { AsyncState, LoadStatus } from '../../lib/asyncState';
import { Button } from '../../primitives/Button';
import { Footer } from '../../shell/Footer';
import { AboutSection } from '../AboutSection';
import { FaqSection } from '../FaqSection';
import type { LandingVideo } from '../LandingPage';
import { LazyNewCoursesCarousel, type NewCourse } from '../NewCoursesCarousel';
import { SchoolAreasSection } from '../SchoolAreasSection';
import { ClosingSections } from '../shared/ClosingSections';
import { PlatformMark } from '../../primitives/PlatformMark';
import { SkipLink } from '../../primitives/SkipLink';

// After the last section with content of its own (the FAQ): fetched as this module runs, out of
// the landing's start-up.
const supportersModule = loadChunk(() => import('../SupportersSection'));
const SupportersSection = lazy(() =>
  supportersModule.then((module) => ({ default: module.SupportersSection })),
);

export type CircleLandingProps<T extends NewCourse> = {
  /** The login form (built apart), shown under the 'Acesse' heading. */
  loginForm: ReactNode;
  /** 'Cadastre-se': the app opens the circle register modal. */
  onRegisterClick: () => void;
  newCourses: readonly T[];
  newCoursesStatus?: LoadStatus;
  onCourseClick: (course: T) => void;
  faq: readonly FaqItem[];
  /** Its load; a failure offers its retry. */
  faqState?: AsyncState;
  aboutVideo?: LandingVideo;
  /** The copyright year; the current one when omitted. */
  year?: number;
};

const MAIN_ID = 'conteudo';

/** Open to partners, so login sits in the hero and staff-only sections go. */
export function CircleLanding<T extends NewCourse>({
  loginForm,
  onRegisterClick,
  newCourses,
  newCoursesStatus,
  onCourseClick,
  faq,
  faqState,
  aboutVideo,
  year,
}: CircleLandingProps<T>) {
  const accessTitleId = useId();
  const { platformName } = templateConfig('circle');
  const showsNewCourses = newCoursesStatus === 'loading' || newCourses.length > 0;

  return (
    <div data-slot="circle-landing" className="relative min-h-dvh bg-canvas text-ink">
      <SkipLink targetId={MAIN_ID} />
      <header className="bg-primary-soft">
        <div className="mx-auto flex max-w-6xl items-center px-gutter py-4">
          <PlatformMark platformName={platformName} />
        </div>
        <div className="px-gutter pt-4 pb-section">
          <div className="mx-auto grid max-w-6xl items-center gap-8 lg:grid-cols-[3fr_2fr]">
            <div className="flex flex-col gap-5">
              <p className="text-sm font-semibold tracking-wide text-primary-ink uppercase">
                Círculo de aprendizagem
              </p>
              <h1 className="text-4xl leading-tight font-extrabold text-ink sm:text-5xl">
                Aprender junto leva a gente mais longe
              </h1>
              <p className="max-w-xl text-lg leading-relaxed text-ink-muted">
                O {platformName} abre a nossa escola para parceiros, fornecedores e a comunidade:
                cursos com certificado, feitos por quem vive o dia a dia das obras e dos negócios.
                Brasileiros e estrangeiros podem se cadastrar.
              </p>
            </div>
            <section
              aria-labelledby={accessTitleId}
              className="flex flex-col gap-4 rounded-card border border-line bg-surface p-6 shadow-md"
            >
              <h2 id={accessTitleId} className="text-2xl font-bold text-ink">
                Acesse
              </h2>
              {loginForm}
              <div className="flex flex-col gap-2 border-t border-line pt-4">
                <p className="text-sm text-ink-muted">Ainda não faz parte do círculo?</p>
                <Button variant="secondary" fullWidth onClick={onRegisterClick}>
                  Cadastre-se
                </Button>
              </div>
            </section>
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
          platformName={platformName}
          videoSrc={aboutVideo?.src}
          poster={aboutVideo?.poster}
          captionsSrc={aboutVideo?.captionsSrc}
        />
        <SchoolAreasSection className="bg-surface-muted" />
        <FaqSection items={faq} state={faqState} className="bg-surface" />
        <ClosingSections>
          <SupportersSection className="bg-surface-muted" />
        </ClosingSections>
      </main>
      <Footer template="circle" year={year} />
    </div>
  );
}
