import { parseUrlNumber } from '@decola/domain';
import { QuestionnaireScreen, READY } from '@decola/ui';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { questionnaireRouteOf } from '../../assessment/questionnaire/questionnaireRoute';
import { useRouteName } from '../../shell/routeName';
import { QuestionnaireArea } from './QuestionnaireArea';

/** `course_questionnaire`, `event_questionnaire` and `exercise`: one screen. */
export function Component() {
  const params = useParams();
  const routeName = useRouteName();
  const { course_id, event_id, class_id, content_id, questionnaire_id } = params;
  const route = useMemo(
    () =>
      questionnaireRouteOf(routeName, {
        course_id,
        event_id,
        class_id,
        content_id,
        questionnaire_id,
      }),
    [routeName, course_id, event_id, class_id, content_id, questionnaire_id],
  );
  const page = parseUrlNumber(params.page);
  if (!route || page === undefined || page < 1)
    return <QuestionnaireScreen state={READY} notFound />;
  // Another questionnaire starts with its own timer and finish.
  return (
    <QuestionnaireArea key={`${routeName}:${route.questionnaireId}`} route={route} page={page} />
  );
}
