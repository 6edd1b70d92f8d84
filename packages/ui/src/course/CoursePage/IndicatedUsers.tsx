import { COURSE_PANEL_TEXT, indicatedText } from './coursePageText';
import { CoursePanel } from './CoursePanel';
import type { PanelState } from '../../primitives/PanelStatus';

/** Whom the learner already recommended the course to. */
export function IndicatedUsers({ count, state }: { count: number; state: PanelState }) {
  return (
    <CoursePanel text={COURSE_PANEL_TEXT.indicated} slot="course-indicated" state={state}>
      <p className="text-ink">{indicatedText(count)}</p>
    </CoursePanel>
  );
}
