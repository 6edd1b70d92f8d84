import type { RouteName } from '@decola/domain';
import { useMatches } from 'react-router-dom';

/** What each route of the router carries in its `handle`: the spec's name of the route. */
export type RouteHandle = { routeName: RouteName };

const hasRouteName = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' && handle !== null && 'routeName' in handle;

/** The spec's name of the route on screen (the deepest match that has one). */
export function useRouteName(): RouteName {
  const named = useMatches()
    .map((match) => match.handle)
    .filter(hasRouteName);
  return named.at(-1)?.routeName ?? 'not_found';
}
