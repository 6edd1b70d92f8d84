import { useMemo } from 'react';
import { cn } from '../../lib/cn';
import { renderMarkdown } from './renderMarkdown';

const PROSE_CLASSES = [
  'space-y-2 leading-relaxed break-words',
  '[&_h1]:text-2xl [&_h2]:text-xl [&_h3]:text-lg [&_h4]:text-base',
  '[&_h1,&_h2,&_h3,&_h4,&_h5,&_h6]:font-bold [&_h1,&_h2,&_h3,&_h4,&_h5,&_h6]:text-ink',
  '[&_a[href]]:text-primary-ink [&_a[href]]:underline [&_strong]:font-semibold [&_b]:font-semibold',
  '[&_ol]:list-decimal [&_ol]:ps-5 [&_ul]:list-disc [&_ul]:ps-5',
  '[&_code]:rounded [&_code]:bg-surface-muted [&_code]:px-1 [&_code]:font-mono [&_code]:text-sm',
  '[&_pre]:overflow-x-auto [&_pre]:rounded-control [&_pre]:bg-surface-muted [&_pre]:p-3',
  '[&_pre_code]:bg-transparent [&_pre_code]:p-0',
  '[&_blockquote]:border-s-4 [&_blockquote]:border-line [&_blockquote]:ps-3 [&_blockquote]:text-ink-muted',
];

export type MarkdownBodyProps = { source: string; className?: string };

/** The rendered markdown, in the chunk that carries marked and DOMPurify. */
export default function MarkdownBody({ source, className }: MarkdownBodyProps) {
  const html = useMemo(() => renderMarkdown(source), [source]);
  return (
    <div
      data-slot="markdown"
      className={cn(PROSE_CLASSES, className)}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
