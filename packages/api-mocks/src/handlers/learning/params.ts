import { MESSAGES } from '@decola/domain';
import { fail } from '../../respond';

/** A path id: a positive integer, else null (answered with INVALID_ID). */
export function pathId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id >= 1 ? id : null;
}

/** 'ID não é válido.' (INVALID_ID). */
export const invalidId = () => fail(400, 'INVALID_ID', MESSAGES.validation.invalidId);

/** Kept within `min`…`max`; the fallback when absent or unreadable. */
export function queryNumber(
  value: string | null | undefined,
  fallback: number,
  { min = 0, max = Number.MAX_SAFE_INTEGER } = {},
): number {
  if (value === null || value === undefined || value.trim() === '') return fallback;
  const number = Math.floor(Number(value));
  if (!Number.isFinite(number)) return fallback;
  return Math.min(max, Math.max(min, number));
}

/** Repeated ids (`school=1&school=3`), also accepting a comma list; anything else is dropped. */
export function queryIds(values: readonly unknown[]): number[] {
  return values
    .flatMap((value) => String(value).split(','))
    .map((value) => Number(value.trim()))
    .filter((id) => Number.isSafeInteger(id) && id >= 1);
}

/** The largest page the demo answers, so a careless `limit` cannot ask for everything at once. */
const MAX_LIMIT = 100;

/** A numbered page (`{ <items>, page, pages, total }`, docs/decisions.md). */
export function numberedPage<T>(
  items: readonly T[],
  page: string | null | undefined,
  limit: string | null | undefined,
  defaultLimit: number,
) {
  const size = queryNumber(limit, defaultLimit, { min: 1, max: MAX_LIMIT });
  const current = queryNumber(page, 1, { min: 1 });
  const start = (current - 1) * size;
  return {
    items: items.slice(start, start + size),
    page: current,
    pages: Math.ceil(items.length / size),
    total: items.length,
  };
}

/** A chunk loaded from `index` (0 first, then the number already loaded), with a flag for more. */
export function chunkFrom<T>(
  items: readonly T[],
  index: string | null | undefined,
  limit: string | null | undefined,
  defaultLimit: number,
) {
  const from = queryNumber(index, 0);
  const size = queryNumber(limit, defaultLimit, { min: 1, max: MAX_LIMIT });
  return { items: items.slice(from, from + size), hasMore: from + size < items.length };
}

// Case and accents ignored: 'seguranca' finds 'Segurança', as a learner typing fast expects.
const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('pt-BR')
    .trim();

/** Whether any of the texts contains the search term; an empty term matches everything. */
export function matchesSearch(
  term: string | null | undefined,
  ...texts: (string | null | undefined)[]
) {
  const needle = fold(term ?? '');
  return needle === '' || texts.some((text) => fold(text ?? '').includes(needle));
}

export const isBlankTerm = (term: string | null | undefined) => fold(term ?? '') === '';

/** Empty without JSON, so a needed field is reported missing rather than the call failing. */
export async function bodyOf<T extends object>(request: {
  json(): Promise<T>;
}): Promise<Partial<T>> {
  try {
    const body = await request.json();
    return body && typeof body === 'object' ? body : {};
  } catch {
    return {};
  }
}
