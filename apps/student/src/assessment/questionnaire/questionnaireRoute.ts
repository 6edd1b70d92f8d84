import type { components } from '@decola/api-client';
import { parseUrlNumber, routeHref, type RouteName } from '@decola/domain';
import { providerOf, type ContentProvider } from '../../viewer/provider';

type Questionnaire = components['schemas']['Questionnaire'];
type Params = Readonly<Partial<Record<string, string>>>;

/**
 * Where a questionnaire is opened: under its content (a course's or an event class's), or by its
 * own id alone (the exercise route: a resumed attempt, a link).
 */
export type QuestionnaireRoute =
  | { kind: 'content'; questionnaireId: number; provider: ContentProvider; contentId: number }
  | { kind: 'exercise'; questionnaireId: number };

/** The route's questionnaire, or null when an id in the address is not a number (not found). */
export function questionnaireRouteOf(route: RouteName, params: Params): QuestionnaireRoute | null {
  const questionnaireId = parseUrlNumber(params.questionnaire_id);
  if (questionnaireId === undefined) return null;
  if (route === 'exercise') return { kind: 'exercise', questionnaireId };
  const provider = providerOf(route, params);
  const contentId = parseUrlNumber(params.content_id);
  if (!provider || contentId === undefined) return null;
  return { kind: 'content', questionnaireId, provider, contentId };
}

/** The content a questionnaire belongs to, when known: its calls answer, retry and lead on. */
export function contentOf(
  route: QuestionnaireRoute,
  questionnaire: Questionnaire | undefined,
): { provider: ContentProvider; contentId: number } | null {
  if (route.kind === 'content') return route;
  // The exercise route knows a course's questionnaire by its fields; an event's names no class.
  if (questionnaire?.courseId == null || questionnaire.contentId == null) return null;
  const provider = providerOf('course_content', { course_id: String(questionnaire.courseId) });
  return provider && { provider, contentId: questionnaire.contentId };
}

/** A page of the questionnaire under the route's own address. */
export function pageHrefOf(route: QuestionnaireRoute, page: number): string {
  return route.kind === 'content'
    ? route.provider.questionnaireHref(route.contentId, route.questionnaireId, page)
    : routeHref({
        name: 'exercise',
        params: { questionnaire_id: String(route.questionnaireId), page: String(page) },
      });
}
