import type { ReactNode } from 'react';
import { ChevronRightIcon } from '../../icons';
import { buttonVariants } from '../../primitives/Button';
import { Link } from '../../primitives/Link';
import { PROFILE_TEXT } from '../shared/profileText';

export type ProfileStatisticsProps = {
  /** The learner's numbers (the statistics page's `StatisticsCards`). */
  summary: ReactNode;
  /** The statistics page (route `statistics`). */
  statisticsHref: string;
};

/** Profile `statistics`: the summary of the learner's numbers, and the way to the rest. */
export function ProfileStatistics({ summary, statisticsHref }: ProfileStatisticsProps) {
  return (
    <div data-slot="profile-statistics" className="flex flex-col items-start gap-4">
      <div className="w-full">{summary}</div>
      <Link href={statisticsHref} className={buttonVariants({ variant: 'secondary' })}>
        {PROFILE_TEXT.statistics.more}
        <ChevronRightIcon size="sm" />
      </Link>
    </div>
  );
}
