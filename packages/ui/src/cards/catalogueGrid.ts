/** The grid of every list of cards and of its skeleton: as many ~15rem columns as fit. */
export const CATALOGUE_GRID_CLASS =
  'grid grid-cols-[repeat(auto-fill,minmax(min(100%,15rem),1fr))] gap-4';
