/** A whole number as a URL writes it (a page, an id): digits only and exact, else undefined. */
export function parseUrlNumber(value: unknown): number | undefined {
  if (typeof value !== 'string' || !/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  // Past 2^53 a number rounds to another page or id.
  return Number.isSafeInteger(number) ? number : undefined;
}
