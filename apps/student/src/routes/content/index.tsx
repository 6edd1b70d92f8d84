import { parseUrlNumber } from '@decola/domain';
import { ContentViewerPage, READY } from '@decola/ui';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useRouteName } from '../../shell/routeName';
import { providerOf } from '../../viewer/provider';
import { ContentScreen } from './ContentScreen';

/** Routes `course_content` and `event_content`: one viewer, two providers. */
export function Component() {
  const params = useParams();
  const route = useRouteName();
  const { course_id, event_id, class_id, content_id } = params;
  // One provider per address: its owner keys the queries and the progress saver.
  const provider = useMemo(
    () => providerOf(route, { course_id, event_id, class_id }),
    [route, course_id, event_id, class_id],
  );
  const contentId = parseUrlNumber(content_id);
  if (!provider || contentId === undefined) return <ContentViewerPage state={READY} notFound />;
  // Another content starts with its own player, timer and resume choice.
  return (
    <ContentScreen
      key={`${course_id ?? ''}:${event_id ?? ''}:${class_id ?? ''}:${contentId}`}
      provider={provider}
      contentId={contentId}
    />
  );
}
