import type { LoadStatus } from '../../lib/status';
import { PagedList } from '../../primitives/PagedList';
import { LIST_PAGE_CLASS } from '../shared/listPage';
import { ListHeading } from '../shared/ListHeading';
import { IndicatedTrainingItem, type TrainingIndication } from './IndicatedTrainingItem';
import { INDICATED_TRAININGS_TEXT as TEXT } from './indicatedTrainingsText';

export type IndicatedTrainingsProps = {
  /** Every recommendation received, newest first (the call is not paged). */
  indications: readonly TrainingIndication[];
  status: LoadStatus;
  errorMessage?: string | null;
  onRetry?: () => void;
  retrying?: boolean;
  /** 1 on its own route, 2 as a tab of the profile. */
  headingLevel?: 1 | 2;
  /** The page's frame by default; a tab of the profile passes its own instead. */
  className?: string;
};

const NO_PAGES = () => undefined;

/** Profile option `indication`: the trainings colleagues recommended to the learner. */
export function IndicatedTrainings({
  indications,
  status,
  errorMessage,
  onRetry,
  retrying,
  headingLevel = 1,
  className,
}: IndicatedTrainingsProps) {
  return (
    <div data-slot="indicated-trainings" className={className ?? LIST_PAGE_CLASS}>
      <ListHeading
        title={TEXT.title}
        level={headingLevel}
        total={status === 'ready' ? indications.length : null}
      />
      <PagedList
        label={TEXT.list}
        status={status}
        isEmpty={indications.length === 0}
        errorMessage={errorMessage}
        onRetry={onRetry}
        retrying={retrying}
        page={1}
        pages={1}
        onPageChange={NO_PAGES}
      >
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
