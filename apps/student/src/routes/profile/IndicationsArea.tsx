import { IndicatedTrainings } from '@decola/ui';
import { useQuery } from '@tanstack/react-query';
import { courseQuery } from '../../api/courses';
import { PROFILE_PANEL_CLASS } from './profilePanel';
import { asyncStateOf } from '../../api/asyncState';

/** Profile option `indication`: what colleagues recommended to the learner. */
export function IndicationsArea() {
  const list = useQuery(courseQuery.indications());
  return (
    <IndicatedTrainings
      headingLevel={2}
      className={PROFILE_PANEL_CLASS}
      indications={list.data ?? []}
      {...asyncStateOf(list)}
    />
  );
}
