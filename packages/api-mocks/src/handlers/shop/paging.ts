/** Query values arrive as text whatever type the contract gives them. */
export function positiveInt(value: unknown): number | null {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? number : null;
}

export function nonNegativeInt(value: unknown): number | null {
  const number = Number(value);
  return value !== null && value !== '' && Number.isInteger(number) && number >= 0 ? number : null;
}

/** `true`/`false` as sent in a query; anything else is absent. */
export function flag(value: unknown): boolean | null {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return null;
}

/** A text query value, trimmed; empty is absent. */
export function text(value: unknown): string | null {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  return trimmed === '' ? null : trimmed;
}

/** Lower case without accents, so 'caneca termica' finds 'Caneca térmica'. */
export function searchable(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

export type NumberedPage<T> = { items: T[]; page: number; pages: number; total: number };

/** A numbered page (decisions: `{ <items>, page, pages, total }`); a page past the end is empty. */
export function paginate<T>(items: readonly T[], page: number, limit: number): NumberedPage<T> {
  const start = (page - 1) * limit;
  return {
    items: items.slice(start, start + limit),
    page,
    pages: Math.ceil(items.length / limit),
    total: items.length,
  };
}
