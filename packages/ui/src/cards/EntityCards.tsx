import { instructorTarget, routeHref } from '@decola/domain';
import { useId } from 'react';
import { LockIcon } from '../icons';
import { cn } from '../lib/cn';
import { Avatar } from '../primitives/Avatar';
import { useShortCount } from '../primitives/Count';
import { BLOCKED_TRACK_LABEL, CardBadge } from './CardBadge';
import { CardCover } from './CardCover';
import { CardTitle, cardFrameClass } from './CardTitle';

/** A school found by the search (the contract's `School`). */
export type GlobalSearchSchool = {
  id: number | string;
  name: string;
  description?: string | null;
  thumbnailURL?: string | null;
};

/** A course track found by the search (the contract's `CourseTrack`). */
export type GlobalSearchCourseTrack = {
  id: number | string;
  title: string;
  description?: string | null;
  thumbnailURL?: string | null;
  totalCourses?: number | null;
  isBlocked?: boolean | null;
};

/** An instructor found by the search (the contract's `Instructor`). */
export type GlobalSearchInstructor = {
  id: number | string;
  name: string;
  image?: string | null;
  biography?: string | null;
  totalCourses?: number | null;
};

const wholeCount = new Intl.NumberFormat('pt-BR');

/**
 * '1 curso', '12 cursos', '1.200 cursos'; '1,2k cursos' at 700 px or less, while
 * screen readers hear the whole number.
 */
function CourseCount({ count, className }: { count: number; className?: string }) {
  const shortCount = useShortCount();
  const noun = count === 1 ? 'curso' : 'cursos';
  const whole = `${wholeCount.format(count)} ${noun}`;
  const shown = `${shortCount(count)} ${noun}`;
  return (
    <p className={cn('text-sm font-medium text-ink-muted', className)}>
      {shown === whole ? (
        whole
      ) : (
        <>
          <span aria-hidden="true">{shown}</span>
          <span className="sr-only">{whole}</span>
        </>
      )}
    </p>
  );
}

export function SchoolResult({ school }: { school: GlobalSearchSchool }) {
  return (
    <article data-slot="school-result" className={cardFrameClass(true)}>
      <CardCover imageURL={school.thumbnailURL} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <CardTitle
          href={routeHref({ name: 'details_courses', params: { entityID: String(school.id) } })}
        >
          {school.name}
        </CardTitle>
        {school.description && (
          <p className="line-clamp-2 text-sm text-ink-muted">{school.description}</p>
        )}
      </div>
    </article>
  );
}

/** A blocked track cannot be opened, as a blocked course card. */
export function CourseTrackResult({ track }: { track: GlobalSearchCourseTrack }) {
  const reasonId = useId();
  const blocked = Boolean(track.isBlocked);
  return (
    <article
      data-slot="course-track-result"
      data-state={blocked ? 'blocked' : 'available'}
      className={cardFrameClass(!blocked)}
    >
      <CardCover
        imageURL={track.thumbnailURL}
        dimmed={blocked}
        badges={
          blocked && (
            <CardBadge kind="blocked" id={reasonId} icon={<LockIcon size="xs" />}>
              {BLOCKED_TRACK_LABEL}
            </CardBadge>
          )
        }
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <CardTitle
          href={
            blocked
              ? null
              : routeHref({ name: 'details_course_tracks', params: { entityID: String(track.id) } })
          }
          describedBy={reasonId}
        >
          {track.title}
        </CardTitle>
        {track.description && (
          <p className="line-clamp-2 text-sm text-ink-muted">{track.description}</p>
        )}
        {typeof track.totalCourses === 'number' && (
          <CourseCount count={track.totalCourses} className="mt-auto" />
        )}
      </div>
    </article>
  );
}

export function InstructorResult({ instructor }: { instructor: GlobalSearchInstructor }) {
  return (
    <article
      data-slot="instructor-result"
      className={cn(cardFrameClass(true), 'flex-row items-start gap-4 p-4')}
    >
      <Avatar name={instructor.name} image={instructor.image} size="xl" />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <CardTitle
          // No call returns one instructor: the link carries its name and photo (docs/decisions.md).
          href={routeHref(instructorTarget(instructor))}
        >
          {instructor.name}
        </CardTitle>
        {instructor.biography && (
          <p dir="auto" className="line-clamp-3 text-sm text-ink-muted">
            {instructor.biography}
          </p>
        )}
        {typeof instructor.totalCourses === 'number' && (
          <CourseCount count={instructor.totalCourses} />
        )}
      </div>
    </article>
  );
}
