import { DecolaError, ErrorCode, ErrorMessage } from '@decola/api-client';
import { parseUrlNumber, type RouteName } from '@decola/domain';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router-dom';
import { contentQuery } from '../../api/contents';
import { courseQuery } from '../../api/courses';
import { eventQuery } from '../../api/events';
import { graduationQuery } from '../../api/graduations';

/** spec 1 §2: the dropdown's words; where no menu names a screen, ours (docs/decisions.md). */
const SCREEN_TITLES = {
  statement: 'Extrato',
  edit: 'Editar perfil',
  statistics: 'Estatísticas',
  exercise: 'Exercício',
  bag: 'Sacola',
} as const satisfies Partial<Record<RouteName, string>>;

const screenTitle = (name: RouteName): string =>
  (SCREEN_TITLES as Partial<Record<RouteName, string>>)[name] ?? name;

/** spec 1 §2: the profile route's options, titled like the dropdown entries that open them. */
const PROFILE_TITLES: Record<string, string> = {
  statistics: 'Estatísticas',
  courses: 'Meus treinamentos',
  'history-order': 'Histórico de pedidos',
};

// An id that is not a number gets the server's own refusal without a call (spec 2 §5 INVALID_ID).
const id = (value: string | undefined): number => {
  const number = parseUrlNumber(value);
  if (number === undefined) {
    throw new DecolaError({
      code: ErrorCode.INVALID_ID,
      message: ErrorMessage.invalidId,
      status: 400,
    });
  }
  return number;
};

/** Entity routes share the entity call's cache with the screen that will replace this one. */
export function interimTitleQuery(queryClient: QueryClient, name: RouteName, params: Params) {
  const load = async (): Promise<string> => {
    switch (name) {
      case 'course_questionnaire': {
        const owner = { courseId: id(params.course_id) };
        const content = await queryClient.fetchQuery(
          contentQuery.detail(owner, id(params.content_id)),
        );
        return (
          content.title ?? (await queryClient.fetchQuery(courseQuery.detail(owner.courseId))).title
        );
      }
      case 'event':
      case 'event_questionnaire':
        return (await queryClient.fetchQuery(eventQuery.detail(id(params.event_id)))).name;
      case 'training-course':
        return (await queryClient.fetchQuery(graduationQuery.detail(id(params.trainingCourseID))))
          .trainingCourse.name;
      case 'profile':
        return PROFILE_TITLES[params.option ?? ''] ?? 'Meu perfil';
      default:
        return screenTitle(name);
    }
  };
  return queryOptions({ queryKey: ['interim-title', name, params], queryFn: load });
}
