import { ONE_PAGE, PagedList } from '../../primitives/PagedList';
import type { AsyncState } from '../../lib/asyncState';
import { LIST_PAGE_CLASS } from '../shared/listPage';
import { ListHeading } from '../shared/ListHeading';
import { IndicatedTrainingItem, type TrainingIndication } from './IndicatedTrainingItem';
import { INDICATED_TRAININGS_TEXT as TEXT } from './indicatedTrainingsText';

export type IndicatedTrainingsProps = AsyncState & {
  /** Every recommendation received, newest first (the call is not paged). */
  indications: readonly TrainingIndication[];
  /** 1 on its own route, 2 as a tab of the profile. */
  headingLevel?: 1 | 2;
  /** The page's frame by default; a tab of the profile passes its own instead. */
  className?: string;
};

/** Profile option `indication`: the trainings colleagues recommended to the learner. */
export function IndicatedTrainings({
  indications,
  headingLevel = 1,
  className,
  ...list
}: IndicatedTrainingsProps) {
  return (
    <div data-slot="indicated-trainings" className={className ?? LIST_PAGE_CLASS}>
      <ListHeading
        title={TEXT.title}
        level={headingLevel}
        total={list.status === 'ready' ? indications.length : null}
      />
      <PagedList {...list} {...ONE_PAGE} label={TEXT.list} isEmpty={indications.length === 0}>
        <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          {indications.map((indication) => (
            <li
              key={`${indication.course.id}-${indication.indicatedBy.name}-${String(indication.createdAt)}`}
            >
              <IndicatedTrainingItem indication={indication} />
            </li>
          ))}
        </ul>
      </PagedList>
    </div>
  );
}
