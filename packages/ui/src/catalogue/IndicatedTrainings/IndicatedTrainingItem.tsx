import { formatDateBR, routeHref, type DateInput } from '@decola/domain';
import { CourseFacts } from '../../cards/CourseFacts';
import { LockIcon } from '../../icons';
import { cn } from '../../lib/cn';
import { Avatar } from '../../primitives/Avatar';
import { Link, linkVariants } from '../../primitives/Link';
import { TrainingThumbnail } from '../shared/TrainingThumbnail';
import { INDICATED_TRAININGS_TEXT as TEXT } from './indicatedTrainingsText';

/** A training recommended to the learner (the contract's `Indication`). */
export type TrainingIndication = {
  course: {
    id: number | string;
    title: string;
    imageURL?: string | null;
    /** In seconds. */
    duration?: number | null;
    rating?: number | null;
    isBlocked?: boolean | null;
  };
  indicatedBy: { name: string; socialName?: string | null; image?: string | null };
  createdAt: DateInput;
};

/** One recommendation: the training (opened unless blocked), who recommended it and when. */
export function IndicatedTrainingItem({ indication }: { indication: TrainingIndication }) {
  const { course, indicatedBy } = indication;
  const blocked = Boolean(course.isBlocked);
  const name = indicatedBy.socialName?.trim() || indicatedBy.name;
  return (
    <article
      data-slot="indicated-training"
      data-state={blocked ? 'blocked' : 'available'}
      className="flex h-full gap-4 rounded-card border border-line bg-surface p-4 shadow-sm"
    >
      <TrainingThumbnail imageURL={course.imageURL} blocked={blocked} className="w-28 self-start" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        {blocked ? (
          <p className="font-semibold text-ink">{course.title}</p>
        ) : (
          <Link
            href={routeHref({ name: 'course', params: { course_id: String(course.id) } })}
            className={cn(
              'self-start rounded-control font-semibold',
              linkVariants({ tone: 'ink', underline: 'hover', offset: 4 }),
            )}
          >
            {course.title}
          </Link>
        )}
        <CourseFacts rating={course.rating} duration={course.duration}>
          {blocked && (
            <div className="font-semibold">
              <dt className="sr-only">{TEXT.situation}</dt>
              <dd className="flex items-center gap-1">
                <LockIcon size="xs" />
                {TEXT.blocked}
              </dd>
            </div>
          )}
        </CourseFacts>
        <p className="mt-auto flex items-center gap-2 text-sm text-ink-muted">
          <Avatar name={name} image={indicatedBy.image} size="sm" />
          <span>
            {TEXT.indicatedBy}{' '}
            <span dir="auto" className="font-semibold text-ink">
              {name}
            </span>{' '}
            {TEXT.indicatedOn} {formatDateBR(indication.createdAt)}
          </span>
        </p>
      </div>
    </article>
  );
}
