import type { ContentKind, NavigableContent } from '@decola/domain';
import type { CourseCardCourse } from '../CourseCard';
import type { IntroductoryVideo } from '../IntroVideoModal';

/** The fields the course page reads (the contract's `Course`). */
export type CoursePageCourse = CourseCardCourse & {
  id: number;
  bannerURL?: string | null;
  isFavorite?: boolean | null;
  introductoryContent?: IntroductoryVideo | null;
};

/** A content of the course (the contract's `CourseContent`). */
export type CoursePageContent = NavigableContent & {
  id: number;
  title?: string | null;
  type: ContentKind | number;
  /** In seconds. */
  duration?: number | null;
  status?: { progress?: number | null } | null;
  /** When a content not released yet will be, if known. */
  releaseDate?: string | null;
};

export type CoursePageInstructor = { id: number; name: string; image?: string | null };
