// The types of pages.mjs, for the journeys written in TypeScript.

export type PageName =
  | 'landing'
  | 'dashboard'
  | 'course'
  | 'content-video'
  | 'content-pdf'
  | 'content-scorm'
  | 'questionnaire'
  | 'shop'
  | 'product'
  | 'bag'
  | 'profile'
  | 'statistics'
  | 'event'
  | 'training'
  | 'search';

export type CataloguePage = {
  /** Under /student, with its query when it has one. */
  path: string;
  /** Shown to the signed-in aluno only: the visit signs her in first. */
  signedIn: boolean;
  /** The heading on screen once the page shows its data. */
  heading: { level: 1 | 2; name: string };
};

export declare const LEARNER: { login: string; password: string };
export declare const PAGES: Record<PageName, CataloguePage>;
export declare const PAGE_NAMES: PageName[];
export declare function addressOf(name: PageName): string;
