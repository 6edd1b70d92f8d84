import { isOtherHost } from '@decola/domain';
import { cn } from '../../lib/cn';
import { linkVariants } from '../../primitives/Link';
import { VIEWER_TEXT } from './viewerText';

/** A file to download with a content (the contract's `Complement`). */
export type ContentComplement = {
  id: number | string;
  title: string;
  /** The file's address. */
  file: string;
  extension?: string | null;
};

const extensionOf = ({ extension, file }: ContentComplement): string =>
  (extension || /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(file)?.[1] || '').toUpperCase();

/** The content's complementary files, each with its type and a download link. */
export function ComplementList({ complements }: { complements: readonly ContentComplement[] }) {
  if (complements.length === 0) return <p className="text-ink-muted">{VIEWER_TEXT.empty}</p>;
  return (
    <ul className="flex flex-col divide-y divide-line">
      {complements.map((complement) => {
        const extension = extensionOf(complement);
        return (
          <li
            key={complement.id}
            className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0"
          >
            <p className="flex min-w-0 items-center gap-2">
              <span className="font-semibold break-words">{complement.title}</span>
              {extension && (
                <span className="rounded-control bg-surface-muted px-1.5 py-0.5 text-xs font-semibold text-ink-muted">
                  {extension}
                </span>
              )}
            </p>
            <a
              href={complement.file}
              download
              // Another host's file must learn nothing of the page that linked to it.
              rel={
                isOtherHost(complement.file, location.origin) ? 'noopener noreferrer' : undefined
              }
              className={cn(
                'text-sm font-semibold',
                linkVariants({ underline: 'hover', offset: 2 }),
              )}
            >
              {VIEWER_TEXT.complements.download}
              <span className="sr-only"> {complement.title}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
