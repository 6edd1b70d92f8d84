import {
  COURSE_STATUS_LABELS,
  courseCardStatus,
  isNewCourse,
  type CourseStatusFields,
  type DateInput,
  type ReleaseWindow,
} from '@decola/domain';
import { CheckIcon, LockIcon } from '../icons';
import { CardBadge, NEW_BADGE_LABEL } from './CardBadge';

type CourseBadgesProps = {
  course: ReleaseWindow & CourseStatusFields & { isBlocked?: boolean | null };
  today: DateInput;
  /** What the blocked badge says: the card's short word or the course page's title. */
  blockedLabel: string;
  /** Not blocked, yet out of reach (a track's order): the card's 'locked' badge. */
  locked?: { label: string };
  /** The blocked or locked badge's id, which the card's link is described by. */
  reasonId?: string;
};

/** A course's badges, in one order on its card and its page: blocked/locked, new, its status. */
export function CourseBadges({ course, today, blockedLabel, locked, reasonId }: CourseBadgesProps) {
  const blocked = Boolean(course.isBlocked);
  const status = courseCardStatus(course);
  return (
    <>
      {blocked && (
        <CardBadge kind="blocked" id={reasonId} icon={<LockIcon size="xs" />}>
          {blockedLabel}
        </CardBadge>
      )}
      {!blocked && locked && (
        <CardBadge kind="locked" id={reasonId} icon={<LockIcon size="xs" />}>
          {locked.label}
        </CardBadge>
      )}
      {isNewCourse(course, today) && <CardBadge kind="new">{NEW_BADGE_LABEL}</CardBadge>}
      {status === 'finished' && (
        <CardBadge kind="finished" icon={<CheckIcon size="xs" />}>
          {COURSE_STATUS_LABELS.finished}
        </CardBadge>
      )}
      {status === 'inProgress' && (
        <CardBadge kind="inProgress">{COURSE_STATUS_LABELS.inProgress}</CardBadge>
      )}
    </>
  );
}
