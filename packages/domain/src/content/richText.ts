/**
 * The one allowlist of rich text: the FAQ's answers and the Markdown primitive render
 * headings, paragraphs, lists, emphasis, links, code and quotes — nothing else survives the sanitiser.
 */
export const RICH_TEXT_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'b',
  'i',
  'a',
  'code',
  'pre',
  'blockquote',
] as const;
