import { DecolaError, ErrorCode, ErrorMessage, errorMessage } from '@decola/api-client';
import { filterInQuery, interestCoursesRequest, parseUrlNumber } from '@decola/domain';
import { InterestPage } from '@decola/ui';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { interestQuery } from '../../api/interests';
import { statusOf } from '../../api/status';
import { useListQuery } from '../../common/useListQuery';
import { useLastPage } from '../../common/useRedirect';
import type { CourseCardActions } from '../../courses/courseActions';

// An id that is not a number is refused as the server would, without a call.
const INVALID_ID = new DecolaError({
  code: ErrorCode.INVALID_ID,
  message: ErrorMessage.invalidId,
  status: 400,
});

/** The title comes with the link (`title`); a link without it asks the list. */
export function InterestArea({ today, onIntroVideoClick, onCommentsClick }: CourseCardActions) {
  const params = useParams();
  const id = parseUrlNumber(params.interest_id);
  const { query, update, pagePath } = useListQuery();
  const request = interestCoursesRequest(query);
  const titleInLink = typeof query.title === 'string' ? query.title.trim() : '';
  const courses = useQuery({
    ...interestQuery.courses(id ?? 0, request),
    enabled: id !== undefined,
  });
  const interests = useQuery({ ...interestQuery.list(), enabled: !titleInLink });
  const title =
    titleInLink || interests.data?.find((interest) => interest.id === id)?.title || null;
  useLastPage(request.page, courses.data?.pages, pagePath);

  const error = id === undefined ? INVALID_ID : courses.error;
  return (
    <InterestPage
      title={title}
      courses={courses.data?.courses ?? []}
      total={courses.data?.total ?? 0}
      page={request.page}
      pages={courses.data?.pages ?? 0}
      onPageChange={(next) => update((current) => ({ ...current, page: next }))}
      search={query.search ?? ''}
      // No column sorts this list: a search only filters it, from page 1.
      onSearch={(term) => update((current) => filterInQuery(current, 'search', term.trim()))}
      courseStatus={request.status}
      onCourseStatusChange={(status) =>
        update((current) => filterInQuery(current, 'status', status ?? undefined))
      }
      status={error ? 'error' : statusOf(courses)}
      errorMessage={error ? errorMessage(error) : null}
      onRetry={() => void courses.refetch()}
      retrying={courses.isError && courses.isFetching}
      today={today}
      onIntroVideoClick={onIntroVideoClick}
      onCommentsClick={onCommentsClick}
    />
  );
}
