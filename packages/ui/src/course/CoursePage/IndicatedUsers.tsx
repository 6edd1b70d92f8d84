import { COURSE_PANEL_TEXT, indicatedText } from './coursePageText';
import { CoursePanel } from './CoursePanel';
import type { AsyncState } from '../../lib/asyncState';

/** Whom the learner already recommended the course to. */
export function IndicatedUsers({ count, state }: { count: number; state: AsyncState }) {
  return (
    <CoursePanel text={COURSE_PANEL_TEXT.indicated} slot="course-indicated" state={state}>
      <p className="text-ink">{indicatedText(count)}</p>
    </CoursePanel>
  );
}
