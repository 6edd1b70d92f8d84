import { describe, expect, it } from 'vitest';
import { RICH_TEXT_TAGS } from './richText';

describe('the rich text allowlist', () => {
  it("holds the FAQ's and the Markdown primitive's tags only", () => {
    expect([...RICH_TEXT_TAGS].sort()).toEqual(
      [
        ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
        ...['p', 'br'],
        ...['ul', 'ol', 'li'],
        ...['strong', 'em', 'b', 'i'],
        'a',
        ...['code', 'pre'],
        'blockquote',
      ].sort(),
    );
  });

  it('lets through no tag that loads, runs, frames, styles or asks for input', () => {
    const hazards = [
      ...['script', 'style', 'iframe', 'frame', 'object', 'embed', 'img', 'svg', 'math'],
      ...['video', 'audio', 'source', 'form', 'input', 'button', 'textarea', 'select'],
      ...['template', 'details', 'base', 'link', 'meta', 'noscript', 'area', 'div', 'span'],
    ];
    expect(RICH_TEXT_TAGS.filter((tag) => hazards.includes(tag))).toEqual([]);
  });
});
