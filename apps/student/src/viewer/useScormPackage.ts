import { openPackage, type PackageOpening } from '@decola/ui';
import { useEffect, useState } from 'react';

/**
 * A SCORM content's package, opened from its `file` (the manifest, the package's folder, or a
 * launch page): its manifest fetched and read, its launch pages checked. Read again on a retry.
 */
export function useScormPackage(file: string | null | undefined) {
  const [attempt, setAttempt] = useState(0);
  const [opened, setOpened] = useState<{ key: string; opening: PackageOpening } | null>(null);
  const key = `${attempt}:${file ?? ''}`;

  useEffect(() => {
    if (!file) return;
    let cancelled = false;
    void openPackage(file, {
      baseUrl: window.location.href,
      fetch: (url, init) => fetch(url, init),
    }).then((opening) => {
      if (!cancelled) setOpened({ key, opening });
    });
    return () => {
      cancelled = true;
    };
  }, [file, key]);

  const opening: PackageOpening | null = !file
    ? { status: 'broken', problem: { kind: 'manifestMissing' } }
    : opened?.key === key
      ? opened.opening
      : null;
  return { opening, retry: () => setAttempt((value) => value + 1) };
}
