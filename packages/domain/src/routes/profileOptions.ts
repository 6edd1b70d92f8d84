/** Route `profile/:option?`: its options, in the spec's order; each is a tab. */
export const PROFILE_OPTIONS = [
  'statistics',
  'courses',
  'history-order',
  'indication',
  'favorite',
] as const;

export type ProfileOption = (typeof PROFILE_OPTIONS)[number];

/** The order history exists only for whom the shop exists (`canSeeShop`). */
export const profileOptions = (shopVisible: boolean): ProfileOption[] =>
  PROFILE_OPTIONS.filter((option) => shopVisible || option !== 'history-order');

/** The tab an address opens: its option when the learner has it, else the first. */
export function profileOptionOf(option: string | undefined, shopVisible: boolean): ProfileOption {
  const options = profileOptions(shopVisible);
  return options.find((candidate) => candidate === option) ?? options[0]!;
}
