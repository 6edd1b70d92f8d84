import { routeHref } from '@decola/domain';
import { ContentList } from '@decola/ui';
import { useQuery } from '@tanstack/react-query';
import { contentQuery } from '../../api/contents';
import { ASKED_AHEAD } from '../../common/askedAhead';
import { asyncStateOf } from '../../api/asyncState';

/** The class's contents, each opening the event content viewer. */
export function ClassContents({ eventId, classId }: { eventId: number; classId: number }) {
  const contents = useQuery({ ...contentQuery.list({ eventId, classId }), ...ASKED_AHEAD });
  return (
    <ContentList
      of="class"
      contents={contents.data ?? []}
      currentId=""
      state={asyncStateOf(contents)}
      hrefOf={(content) =>
        routeHref({
          name: 'event_content',
          params: {
            event_id: String(eventId),
            class_id: String(classId),
            content_id: String(content.id),
          },
        })
      }
    />
  );
}
