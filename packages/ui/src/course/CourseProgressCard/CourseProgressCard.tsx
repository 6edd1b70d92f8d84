import { MESSAGES } from '@decola/domain';
import { useId } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/Button';
import { ProgressBar } from '../../primitives/ProgressBar';
import { CardCover } from '../../cards/CardCover';

/** The fields a 'Continue de onde você parou!' card reads (the contract's `Course`). */
export type CourseProgressCardCourse = {
  id: number | string;
  title: string;
  imageURL?: string | null;
  /** Progress in percent. */
  courseProgress?: number | null;
};

export type CourseProgressCardProps<T extends CourseProgressCardCourse> = {
  course: T;
  /**
   * 'Continuar': the app loads the course's contents and opens the one domain
   * `pickContentToContinue` picks.
   */
  onContinue: (course: T) => void;
  /** While those contents load: the button is busy and ignores clicks. */
  continuing?: boolean;
  headingLevel?: 3 | 4;
  className?: string;
};

/** Told to screen readers while the course opens. */
export const CONTINUING_TEXT = 'Abrindo o conteúdo de onde você parou…';

/**
 * An item of 'Continue de onde você parou!': cover, title, the course's progress bar
 * and the 'Continuar' button.
 */
export function CourseProgressCard<T extends CourseProgressCardCourse>({
  course,
  onContinue,
  continuing = false,
  headingLevel = 3,
  className,
}: CourseProgressCardProps<T>) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <article
      data-slot="course-progress-card"
      aria-busy={continuing || undefined}
      className={cn(
        'flex h-full flex-col overflow-hidden rounded-card border border-line bg-surface shadow-sm',
        className,
      )}
    >
      <CardCover imageURL={course.imageURL} />
      <div className="flex flex-1 flex-col gap-4 p-4">
        <Heading
          id={titleId}
          className="line-clamp-2 text-base leading-snug font-semibold text-ink"
        >
          {course.title}
        </Heading>
        <ProgressBar
          className="mt-auto"
          value={course.courseProgress ?? 0}
          label={`Progresso de ${course.title}`}
        />
        <Button
          variant="primary"
          fullWidth
          loading={continuing}
          aria-describedby={titleId}
          onClick={() => onContinue(course)}
        >
          {MESSAGES.course.continue}
        </Button>
        <p role="status" className="sr-only">
          {continuing ? CONTINUING_TEXT : ''}
        </p>
      </div>
    </article>
  );
}
