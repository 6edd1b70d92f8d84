import {
  routeHref,
  type CourseStatusFields,
  type DateInput,
  type ReleaseWindow,
} from '@decola/domain';
import { useId } from 'react';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focusRing';
import { NEW_BADGE_LABEL } from '../../cards/CardBadge';
import { CourseBadges } from '../../cards/CourseBadges';
import { CardCover } from '../../cards/CardCover';
import { CardFlags } from '../../cards/CardFlags';
import { COURSE_FLAG_TEXT, courseFlags } from '../../cards/courseFlags';
import { COURSE_FACTS_TEXT, CourseFacts } from '../../cards/CourseFacts';
import { CardTitle, cardFrameClass } from '../../cards/CardTitle';
import { IntroVideoButton } from '../../cards/IntroVideoButton';
import { ChatBubbleIcon } from '../../icons';

/** The fields a course card reads (the contract's `Course`). */
export type CourseCardCourse = ReleaseWindow &
  CourseStatusFields & {
    id: number | string;
    title: string;
    imageURL?: string | null;
    /** In seconds. */
    duration?: number | null;
    rating?: number | null;
    haveCertification?: boolean | null;
    haveComments?: boolean | null;
    haveDecoins?: boolean | null;
    hasNewContent?: boolean | null;
    isBlocked?: boolean | null;
    introductoryContent?: object | null;
  };

export type CourseCardProps<T extends CourseCardCourse> = {
  course: T;
  /** Today, for the 'Novo' flag (domain `isNewCourse`); never read from the clock here. */
  today: DateInput;
  /**
   * "a locked card does nothing on click". The app sets it where a course is shown but
   * may not be opened from there; the card reads 'Indisponível' and keeps its intro video and
   * comments, which only a blocked course loses.
   */
  locked?: boolean;
  /** Heading level of the title: 3 under a section's h2, 4 under a track's or interest's h3. */
  headingLevel?: 3 | 4;
  /** The intro-video play button, when the course has an introductory content. */
  onIntroVideoClick?: (course: T) => void;
  /** The comments button, when the course has comments (the dashboard opens the comments modal). */
  onCommentsClick?: (course: T) => void;
  className?: string;
};

export const COURSE_CARD_TEXT = {
  new: NEW_BADGE_LABEL,
  blocked: 'Bloqueado',
  locked: 'Indisponível',
  flags: 'Destaques do curso',
  ...COURSE_FLAG_TEXT,
  rating: COURSE_FACTS_TEXT.rating,
  duration: COURSE_FACTS_TEXT.duration,
} as const;

/** One real link over the whole card. */
export function CourseCard<T extends CourseCardCourse>({
  course,
  today,
  locked = false,
  headingLevel = 3,
  onIntroVideoClick,
  onCommentsClick,
  className,
}: CourseCardProps<T>) {
  const reasonId = useId();
  const blocked = Boolean(course.isBlocked);
  const opens = !blocked && !locked;
  const showIntroVideo = !blocked && Boolean(course.introductoryContent) && onIntroVideoClick;
  const showComments = !blocked && Boolean(course.haveComments) && onCommentsClick;

  // Without the button (blocked, or no comments modal here) the comments are only a flag.
  const flags = courseFlags(course, { commentsFlag: !showComments });

  const badges = (
    <CourseBadges
      course={course}
      today={today}
      blockedLabel={COURSE_CARD_TEXT.blocked}
      locked={locked ? { label: COURSE_CARD_TEXT.locked } : undefined}
      reasonId={reasonId}
    />
  );

  return (
    <article
      data-slot="course-card"
      data-state={blocked ? 'blocked' : locked ? 'locked' : 'available'}
      className={cn(cardFrameClass(opens), className)}
    >
      <CardCover
        imageURL={course.imageURL}
        dimmed={blocked}
        badges={badges}
        action={
          showIntroVideo && (
            <IntroVideoButton title={course.title} onClick={() => onIntroVideoClick(course)} />
          )
        }
      />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <CardTitle
          level={headingLevel}
          href={
            opens ? routeHref({ name: 'course', params: { course_id: String(course.id) } }) : null
          }
          describedBy={reasonId}
        >
          {course.title}
        </CardTitle>
        <CourseFacts rating={course.rating} duration={course.duration} />
        {(flags.length > 0 || showComments) && (
          <div className="mt-auto flex items-center justify-between gap-2">
            <CardFlags flags={flags} label={COURSE_CARD_TEXT.flags} />
            {showComments && (
              <button
                type="button"
                onClick={() => onCommentsClick(course)}
                data-slot="comments-button"
                className={cn(
                  'relative z-10 ml-auto inline-flex size-9 items-center justify-center rounded-pill border border-line bg-surface text-primary-ink',
                  'hover:bg-primary-soft',
                  focusRing,
                )}
              >
                <ChatBubbleIcon size="lg" />
                <span className="sr-only">Comentários de {course.title}</span>
              </button>
            )}
          </div>
        )}
      </div>
    </article>
  );
}
