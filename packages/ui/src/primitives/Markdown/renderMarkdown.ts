import { Marked } from 'marked';
import { sanitizeHtml } from '../RichText/sanitizeHtml';

// GitHub's flavour (autolinks among others); a line break needs a blank line or two spaces.
const marked = new Marked({ gfm: true, breaks: false, async: false });

/**
 * Markdown to HTML, then through the one rich text sanitiser: raw HTML in the source is kept only
 * as far as the allowlist lets it, and links open in a new tab without the opener.
 */
export const renderMarkdown = (source: string): string =>
  sanitizeHtml(marked.parse(source, { async: false }));
