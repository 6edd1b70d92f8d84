import { isCourseOwner } from '@decola/api-client/react-query';
import { useQuery } from '@tanstack/react-query';
import { courseQuery } from '../api/courses';
import { eventQuery } from '../api/events';
import type { ContentProvider } from './provider';
import { ASKED_AHEAD } from '../common/askedAhead';

/** The course or event the content belongs to, for the way back to it. */
export function useParent(provider: ContentProvider) {
  const { owner } = provider;
  const course = useQuery({
    ...courseQuery.detail(isCourseOwner(owner) ? owner.courseId : 0),
    enabled: isCourseOwner(owner),
    ...ASKED_AHEAD,
  });
  const event = useQuery({
    ...eventQuery.detail(isCourseOwner(owner) ? 0 : owner.eventId),
    enabled: !isCourseOwner(owner),
    ...ASKED_AHEAD,
  });
  const title = isCourseOwner(owner) ? course.data?.title : event.data?.name;
  return title ? { title, href: provider.parentHref } : null;
}
