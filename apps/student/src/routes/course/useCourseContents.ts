import { pickContentToContinue, routeHref } from '@decola/domain';
import { useQuery } from '@tanstack/react-query';
import { contentQuery } from '../../api/contents';
import { ASKED_AHEAD } from '../../common/askedAhead';

/** The course's contents, and the one 'Continuar' opens. */
export function useCourseContents(courseId: number) {
  const contents = useQuery({ ...contentQuery.list({ courseId }), ...ASKED_AHEAD });
  const next = contents.data ? pickContentToContinue(contents.data) : undefined;
  return {
    contents,
    continueHref: next
      ? routeHref({
          name: 'course_content',
          params: { course_id: String(courseId), content_id: String(next.id) },
        })
      : null,
  };
}
