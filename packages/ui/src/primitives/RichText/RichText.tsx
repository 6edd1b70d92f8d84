import { useMemo, type ElementType } from 'react';
import { cn } from '../../lib/cn';
import { useSanitizer } from './useSanitizer';

export type RichTextProps = {
  /** HTML written by the platform's administrators (FAQ answers, descriptions). */
  html: string;
  as?: ElementType;
  className?: string;
};

/**
 * Rich text from the server, sanitised before it reaches the DOM: scripts, event handlers, styles
 * and frames are dropped, so an answer edited in the admin cannot run code in a learner's session.
 * Until the sanitiser has loaded the element stays empty and busy.
 */
export function RichText({ html, as: Tag = 'div', className }: RichTextProps) {
  const sanitize = useSanitizer();
  const clean = useMemo(() => (sanitize ? sanitize(html) : null), [sanitize, html]);
  return (
    <Tag
      data-slot="rich-text"
      aria-busy={clean === null || undefined}
      data-pending={clean === null ? 'code' : undefined}
      className={cn(
        'space-y-2 leading-relaxed [&_a]:text-primary [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-5 [&_strong]:font-semibold [&_ul]:list-disc [&_ul]:pl-5',
        className,
      )}
      dangerouslySetInnerHTML={{ __html: clean ?? '' }}
    />
  );
}
