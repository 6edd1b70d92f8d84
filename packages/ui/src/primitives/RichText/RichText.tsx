import DOMPurify from 'dompurify';
import { useMemo, type ElementType } from 'react';
import { cn } from '../../lib/cn';

export type RichTextProps = {
  /** HTML written by the platform's administrators (FAQ answers, descriptions). */
  html: string;
  as?: ElementType;
  className?: string;
};

// Links from the server leave the portal: open them in a new tab without handing it the opener.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/**
 * Rich text from the server, sanitised before it reaches the DOM: scripts, event handlers, styles
 * and frames are dropped, so an answer edited in the admin cannot run code in a learner's session.
 */
export function RichText({ html, as: Tag = 'div', className }: RichTextProps) {
  const clean = useMemo(
    () =>
      DOMPurify.sanitize(html, {
        USE_PROFILES: { html: true },
        FORBID_TAGS: ['style', 'iframe', 'form', 'input', 'button'],
        FORBID_ATTR: ['style'],
      }),
    [html],
  );
  return (
    <Tag
      data-slot="rich-text"
      className={cn(
        'space-y-2 leading-relaxed [&_a]:text-primary [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-5 [&_strong]:font-semibold [&_ul]:list-disc [&_ul]:pl-5',
        className,
      )}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
