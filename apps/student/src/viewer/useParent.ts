import { isCourseOwner } from '@decola/api-client/react-query';
import { useQuery } from '@tanstack/react-query';
import { courseQuery } from '../api/courses';
import { eventQuery } from '../api/events';
import type { ContentProvider } from './provider';

/** The course or event the content belongs to, for the way back to it. */
export function useParent(provider: ContentProvider) {
  const { owner } = provider;
  const course = useQuery({
    ...courseQuery.detail(isCourseOwner(owner) ? owner.courseId : 0),
    enabled: isCourseOwner(owner),
  });
  const event = useQuery({
    ...eventQuery.detail(isCourseOwner(owner) ? 0 : owner.eventId),
    enabled: !isCourseOwner(owner),
  });
  const title = isCourseOwner(owner) ? course.data?.title : event.data?.name;
  return title ? { title, href: provider.parentHref } : null;
}
