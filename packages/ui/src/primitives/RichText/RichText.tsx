import { useMemo, type ElementType } from 'react';
import { cn } from '../../lib/cn';
import { useSanitizer } from './useSanitizer';

export type RichTextProps = {
  /** HTML written by the platform's administrators (FAQ answers, descriptions). */
  html: string;
  as?: ElementType;
  className?: string;
};

// Its links look as linkVariants' default (primary-ink, underlined), which cannot reach the
// given HTML's anchors; the base stylesheet's :focus-visible gives them the standard ring.
const RICH_TEXT_CLASS =
  'space-y-2 leading-relaxed [&_a]:text-primary-ink [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-5 [&_strong]:font-semibold [&_ul]:list-disc [&_ul]:pl-5';

// Only a stand-in's size: React writes it as text, so no tag of it can reach the DOM.
const textOf = (html: string): string => html.replace(/<[^>]*>/g, ' ');

/**
 * Rich text from the server, sanitised before it reaches the DOM: scripts, event handlers, styles
 * and frames are dropped, so an answer edited in the admin cannot run code in a learner's session.
 * Until the sanitiser has loaded, the text alone stands hidden and busy in its place, so an open
 * FAQ answer does not push the page down when it arrives.
 */
export function RichText({ html, as: Tag = 'div', className }: RichTextProps) {
  const sanitize = useSanitizer();
  const clean = useMemo(() => (sanitize ? sanitize(html) : null), [sanitize, html]);
  if (clean === null) {
    return (
      <Tag
        data-slot="rich-text"
        aria-busy="true"
        data-pending="code"
        className={cn(RICH_TEXT_CLASS, 'invisible', className)}
      >
        {textOf(html)}
      </Tag>
    );
  }
  return (
    <Tag
      data-slot="rich-text"
      className={cn(RICH_TEXT_CLASS, className)}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
