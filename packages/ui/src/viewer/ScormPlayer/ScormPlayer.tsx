import { cn } from '../../lib/cn';
import { SectionError } from '../../primitives/SectionError';
import { Spinner } from '../../primitives/Spinner';
import type { ScormCheckpoint } from '../scorm/checkpoints';
import type { PackageOpening } from '../scorm/openPackage';
import { problemText, SCORM_TEXT } from '../scorm/problems';
import type { LoadScormRuntime } from '../scorm/runtime';
import { ScormPackagePlayer } from './ScormPackagePlayer';

export type ScormPlayerProps = {
  /** The package as the app opened it (`openPackage`); null while it is on its way. */
  opening: PackageOpening | null;
  /** Opens the package again after it could not be fetched. */
  onRetry?: () => void;
  /** The content's title. */
  title: string;
  /** Everything saved for the package (the content's `status.scormCheckpoints`). */
  checkpoints?: readonly ScormCheckpoint[];
  /** The values to save, on each commit of a SCO (keyed per SCO in a package of several). */
  onCommit?: (pairs: ScormCheckpoint[]) => void;
  /** The package is complete: its only SCO, or every one of its SCOs (once per visit). */
  onComplete?: () => void;
  loadRuntime?: LoadScormRuntime;
  className?: string;
};

/**
 * A SCORM content as its manifest describes it: the runtime of the manifest's version, its SCOs
 * launched in turn (listed when there are several), or what keeps the package from opening.
 */
export function ScormPlayer({ opening, onRetry, title, className, ...session }: ScormPlayerProps) {
  if (opening?.status === 'ready')
    return (
      <ScormPackagePlayer
        // A package read again (a retry) starts over from what was saved.
        key={opening.package.manifestUrl || opening.package.scos[0]?.launchUrl}
        pkg={opening.package}
        title={title}
        className={className}
        {...session}
      />
    );
  const status = opening === null ? 'loading' : 'error';
  return (
    <section
      aria-label={title}
      aria-busy={status === 'loading' || undefined}
      data-slot="scorm-player"
      data-status={status}
      className={cn('overflow-hidden rounded-card border border-line bg-surface', className)}
    >
      {opening === null && (
        <div className="flex h-[36rem] items-center justify-center">
          <Spinner size="lg" label={SCORM_TEXT.loading} />
        </div>
      )}
      {opening?.status === 'broken' && (
        <div className="p-4">
          <SectionError text={SCORM_TEXT.broken} message={problemText(opening.problem)} />
        </div>
      )}
      {opening?.status === 'unreachable' && (
        <div className="p-4">
          <SectionError text={SCORM_TEXT.unreachable} onRetry={onRetry} />
        </div>
      )}
    </section>
  );
}
