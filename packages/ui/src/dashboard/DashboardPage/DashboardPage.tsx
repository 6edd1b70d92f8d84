import type { Template } from '@decola/domain';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { DashboardEmpty } from '../DashboardEmpty';

export type DashboardPageProps = {
  /** 1. The comments modal (driven by the query's courseID and pageDefault). */
  commentsModal?: ReactNode;
  /** 2. The introductory-video modal. */
  introVideoModal?: ReactNode;
  /** 3. The info button 'Perguntas frequentes' with its side panel (FaqPanel, whose `onOpen` tells the app). */
  faq?: ReactNode;
  /** 4. Back to top, after 200 px of scroll (BackToTop). */
  backToTop?: ReactNode;
  /** 5. The onboarding modal. */
  onboardingModal?: ReactNode;
  /** 6. The pill story viewer. */
  pillViewer?: ReactNode;
  /** 7. 'Fique por dentro', the pill carousel. */
  pills?: ReactNode;
  /** 8. 'Continue de onde você parou!'. */
  continueLearning?: ReactNode;
  /** 9. 'Treinamentos', events and trainings. */
  events?: ReactNode;
  /** 10. 'Trilhas obrigatórias pendentes'. */
  mandatoryTracks?: ReactNode;
  /** 11. 'Seus interesses'. */
  interests?: ReactNode;
  /** 12. The catalogue (Catalogue). */
  catalogue?: ReactNode;
  /**
   * The app found no training at all: the empty fallback takes the place of sections 7 to 12, while
   * the modals, the FAQ and back to top stay (a first login still goes through onboarding).
   */
  empty?: boolean;
  /** The brand template, whose support e-mail the empty fallback gives. */
  template?: Template;
  className?: string;
};

export const DASHBOARD_PAGE_TITLE = 'Meu dashboard';

/** It fetches and decides nothing: the app's route owns data, query and scroll lock. */
export function DashboardPage({
  commentsModal,
  introVideoModal,
  faq,
  backToTop,
  onboardingModal,
  pillViewer,
  pills,
  continueLearning,
  events,
  mandatoryTracks,
  interests,
  catalogue,
  empty = false,
  template = 'default',
  className,
}: DashboardPageProps) {
  return (
    <div
      data-slot="dashboard-page"
      data-state={empty ? 'empty' : undefined}
      className={cn('mx-auto flex w-full max-w-7xl flex-col gap-4 px-gutter py-8', className)}
    >
      {/* The header's 'Meu dashboard' shows where the learner is; screen readers get it as h1. */}
      <h1 className="sr-only">{DASHBOARD_PAGE_TITLE}</h1>
      {commentsModal}
      {introVideoModal}
      {faq && <div className="flex justify-end">{faq}</div>}
      {backToTop}
      {onboardingModal}
      {pillViewer}
      {empty ? (
        <DashboardEmpty template={template} />
      ) : (
        <div className="flex flex-col gap-section">
          {pills}
          {continueLearning}
          {events}
          {mandatoryTracks}
          {interests}
          {catalogue}
        </div>
      )}
    </div>
  );
}
