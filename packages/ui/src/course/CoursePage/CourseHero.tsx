import { courseCardStatus, type DateInput } from '@decola/domain';
import type { ReactNode } from 'react';
import { CourseBadges } from '../../cards/CourseBadges';
import { CardFlags } from '../../cards/CardFlags';
import { courseFlags } from '../../cards/courseFlags';
import { CourseFacts } from '../../cards/CourseFacts';
import { IntroVideoButton } from '../../cards/IntroVideoButton';
import { LockIcon } from '../../icons';
import { ProgressBar } from '../../primitives/ProgressBar';
import { COURSE_PAGE_TEXT } from './coursePageText';
import type { CoursePageCourse } from './types';

type CourseHeroProps = {
  course: CoursePageCourse;
  today: DateInput;
  onIntroVideoClick?: () => void;
  /** The course's actions, under its facts. */
  actions: ReactNode;
};

/** Banner, title, duration, rating, flags and the learner's status in the course. */
export function CourseHero({ course, today, onIntroVideoClick, actions }: CourseHeroProps) {
  const blocked = Boolean(course.isBlocked);
  const status = courseCardStatus(course);
  const banner = course.bannerURL || course.imageURL;
  const progress = status === 'finished' ? 100 : (course.courseProgress ?? 0);
  return (
    <header data-slot="course-hero" className="overflow-hidden rounded-card bg-surface shadow-sm">
      {banner ? (
        // The box holds the banner's place, the image fills it: an image that fails to load
        // (a broken address) collapses, and took the whole page up with it.
        <div className="aspect-[4/1] max-h-72 w-full bg-surface-muted">
          <img
            src={banner}
            alt=""
            className={`size-full object-cover${blocked ? ' opacity-60 grayscale' : ''}`}
          />
        </div>
      ) : (
        <div aria-hidden="true" className="aspect-[4/1] max-h-72 w-full bg-primary-soft" />
      )}
      <div className="flex flex-col gap-4 p-5 sm:p-6">
        <div className="flex flex-wrap items-center gap-2">
          <CourseBadges
            course={course}
            today={today}
            blockedLabel={COURSE_PAGE_TEXT.blockedTitle}
          />
        </div>
        <h1 className="text-2xl font-bold break-words text-ink sm:text-3xl">{course.title}</h1>
        <div className="flex flex-wrap items-center gap-x-5 gap-y-3">
          <CourseFacts rating={course.rating} duration={course.duration} size="md" />
          <CardFlags flags={courseFlags(course)} label={COURSE_PAGE_TEXT.flags} />
          {!blocked && course.introductoryContent && onIntroVideoClick && (
            <IntroVideoButton title={course.title} onClick={onIntroVideoClick} />
          )}
        </div>
        {status !== null && !blocked && (
          <ProgressBar value={progress} label={COURSE_PAGE_TEXT.progress} className="max-w-md" />
        )}
        {blocked && (
          <p
            data-slot="course-blocked"
            className="flex items-start gap-2 rounded-control bg-surface-muted p-3 text-ink"
          >
            <LockIcon size="lg" className="mt-0.5 shrink-0" />
            {COURSE_PAGE_TEXT.blockedText}
          </p>
        )}
        {actions}
      </div>
    </header>
  );
}
