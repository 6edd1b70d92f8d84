import { lazy, Suspense } from 'react';
import { cn } from '../../lib/cn';
import { loadChunk } from '../../lib/loadChunk';

export type MarkdownProps = {
  /** Markdown from the server: a course, content, event or product description, a calendar entry's. */
  source: string;
  className?: string;
};

// marked and DOMPurify load with the first markdown shown, never in a page's first chunk.
const loadBody = () => loadChunk(() => import('./MarkdownBody'));
const MarkdownBody = lazy(loadBody);

/** Starts loading the markdown renderer ahead of the first description, e.g. while it is fetched. */
export const preloadMarkdown = (): Promise<void> => loadBody().then(() => undefined);

/**
 * Markdown (headings, lists, emphasis, links, code, quotes) rendered with marked and sanitised by
 * the rich text allowlist; links open in a new tab. Until its code has loaded, the source stands
 * hidden in its place, so the text arriving moves little around it. An empty source renders nothing.
 */
export function Markdown({ source, className }: MarkdownProps) {
  if (!source.trim()) return null;
  return (
    <Suspense
      fallback={
        <div
          data-slot="markdown"
          aria-busy="true"
          data-pending="code"
          className={cn('invisible leading-relaxed whitespace-pre-line', className)}
        >
          {source}
        </div>
      }
    >
      <MarkdownBody source={source} className={className} />
    </Suspense>
  );
}
