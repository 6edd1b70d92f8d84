/** A whole number as a URL writes it (a page, an id): digits only, else undefined. */
export const parseUrlNumber = (value: unknown): number | undefined =>
  typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : undefined;
