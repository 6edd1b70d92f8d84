import { LIMITS } from '../constants/limits';

type Id = number | string;

/** At most 5; a chosen one can always be unchosen. */
export const canSelectInterest = (selected: readonly Id[], id: Id): boolean =>
  selected.includes(id) || selected.length < LIMITS.maxInterests;

/** Choosing or unchoosing an interest; a disabled one leaves the choice as it was. */
export function toggleInterest<T extends Id>(selected: readonly T[], id: T): T[] {
  if (selected.includes(id)) return selected.filter((chosen) => chosen !== id);
  return canSelectInterest(selected, id) ? [...selected, id] : [...selected];
}
