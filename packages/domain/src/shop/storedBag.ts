/** What the browser keeps of a bag: product ids and quantities, nothing personal. */
export interface StoredBagLine {
  id: number;
  quantity: number;
}

// FNV-1a: the key names no user, yet each user of one browser has their own.
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** The storage key of one user's bag: opaque, so another user on the browser never reads it. */
export const bagStorageKey = (userId: number | string): string =>
  `decola:bag:${fnv1a(`decola-bag|${userId}`).toString(36)}`;

const isLine = (value: unknown): value is StoredBagLine => {
  const line = value as Partial<StoredBagLine> | null;
  return (
    typeof line === 'object' &&
    line !== null &&
    Number.isInteger(line.id) &&
    Number.isInteger(line.quantity) &&
    Number(line.quantity) >= 1
  );
};

/** A stored bag, or an empty one when the text is missing or not a bag. */
export function readStoredBag(text: string | null): StoredBagLine[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed)
      ? parsed.filter(isLine).map(({ id, quantity }) => ({ id, quantity }))
      : [];
  } catch {
    return [];
  }
}

export const writeStoredBag = (lines: readonly StoredBagLine[]): string =>
  JSON.stringify(lines.map(({ id, quantity }) => ({ id, quantity })));
