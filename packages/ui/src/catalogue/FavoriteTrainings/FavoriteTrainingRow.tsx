import { formatDuration, formatRating, routeHref } from '@decola/domain';
import { useId } from 'react';
import { HeartIcon, LockIcon, StarIcon } from '../../icons';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focusRing';
import { dataTableRow, dataTableRowHead } from '../../primitives/DataTable';
import { Link, linkVariants } from '../../primitives/Link';
import { TrainingThumbnail } from '../shared/TrainingThumbnail';
import { FAVORITE_TRAININGS_TEXT as TEXT, FAVORITE_TYPE_LABELS } from './favoriteTrainingsText';

/** A favourite training (the contract's `Course` as the favourites' call lists it). */
export type FavoriteTraining = {
  id: number | string;
  title: string;
  imageURL?: string | null;
  /** In seconds. */
  duration?: number | null;
  rating?: number | null;
  isPill?: boolean | null;
  isBlocked?: boolean | null;
};

type FavoriteTrainingRowProps<T extends FavoriteTraining> = {
  training: T;
  onRemove: (training: T) => void;
};

const CELL = 'px-2 py-3 align-middle sm:px-3';

/** One row of the favourites: a blocked training is listed but cannot be opened. */
export function FavoriteTrainingRow<T extends FavoriteTraining>({
  training,
  onRemove,
}: FavoriteTrainingRowProps<T>) {
  const reasonId = useId();
  const blocked = Boolean(training.isBlocked);
  return (
    <tr data-slot="favorite-training" className={dataTableRow}>
      <th scope="row" className={cn(dataTableRowHead, CELL)}>
        <div className="flex items-center gap-3">
          <TrainingThumbnail
            imageURL={training.imageURL}
            blocked={blocked}
            className="hidden w-16 sm:block"
          />
          <div className="flex min-w-0 flex-col gap-1">
            {blocked ? (
              <span className="font-semibold text-ink" aria-describedby={reasonId}>
                {training.title}
              </span>
            ) : (
              <Link
                href={routeHref({ name: 'course', params: { course_id: String(training.id) } })}
                className={cn(
                  'rounded-control font-semibold',
                  linkVariants({ tone: 'ink', underline: 'hover', offset: 4 }),
                )}
              >
                {training.title}
              </Link>
            )}
            {blocked && (
              <span
                id={reasonId}
                className="inline-flex items-center gap-1 text-xs font-semibold text-ink-muted"
              >
                <LockIcon size="xs" />
                {TEXT.blocked}
              </span>
            )}
          </div>
        </div>
      </th>
      <td className={cn(CELL, 'hidden text-sm text-ink-muted md:table-cell')}>
        {FAVORITE_TYPE_LABELS[training.isPill ? 'pill' : 'course'].one}
      </td>
      <td className={cn(CELL, 'hidden text-sm whitespace-nowrap text-ink-muted sm:table-cell')}>
        {formatDuration(training.duration)}
      </td>
      <td className={cn(CELL, 'text-sm whitespace-nowrap text-ink-muted')}>
        <span className="inline-flex items-center gap-1">
          <StarIcon size="sm" className="text-warning" />
          {formatRating(training.rating)}
        </span>
      </td>
      <td className={cn(CELL, 'text-right')}>
        <button
          type="button"
          data-slot="remove-favorite"
          onClick={() => onRemove(training)}
          className={cn(
            'inline-flex size-9 items-center justify-center rounded-pill text-danger hover:bg-danger-soft',
            focusRing,
          )}
        >
          <HeartIcon size="lg" className="fill-current" />
          <span className="sr-only">{TEXT.remove(training.title)}</span>
        </button>
      </td>
    </tr>
  );
}
