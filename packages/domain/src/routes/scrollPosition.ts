import type { RouteName } from './routeNames';

/** Where a navigation leaves from or goes to: its path (without the query) and its route. */
export interface ScrollPlace {
  pathname: string;
  routeName?: RouteName;
}

/**
 * Routes whose addresses are views of one screen (a step, a tab, a page of the list, a dialog of
 * the landing): moving between them keeps the scroll where the learner is.
 */
const ONE_SCREEN: readonly (readonly RouteName[])[] = [
  ['home'],
  ['dashboard', 'onboarding'],
  ['profile'],
  ['shop'],
];

const screenOf = (routeName: RouteName | undefined) =>
  routeName === undefined ? -1 : ONE_SCREEN.findIndex((group) => group.includes(routeName));

/**
 * A navigation that stays on the screen (only its query changes, or another view of one screen)
 * keeps the scroll; any other opens the new page at its top (or its anchor). Back and forward
 * restore the position each entry had, whatever this says.
 */
export function keepsScrollPosition(from: ScrollPlace, to: ScrollPlace): boolean {
  if (from.pathname === to.pathname) return true;
  const screen = screenOf(from.routeName);
  return screen !== -1 && screen === screenOf(to.routeName);
}
