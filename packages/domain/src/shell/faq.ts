import { foldSearchText as fold } from '../shared/searchText';

/** One FAQ item. */
export interface FaqItem {
  question: string;
  response: string;
}

/** The FAQ search matches the question text, ignoring case; empty text keeps all. */
export function filterFaq<T extends FaqItem>(items: readonly T[], text: string): T[] {
  const needle = fold(text.trim());
  return needle === '' ? [...items] : items.filter((item) => fold(item.question).includes(needle));
}
