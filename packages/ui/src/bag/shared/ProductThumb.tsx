import { useState } from 'react';
import { ImageIcon } from '../../icons';

/** A product's picture beside its name; an icon when there is none or it fails to load. */
export function ProductThumb({ src }: { src?: string | null }) {
  const [failed, setFailed] = useState(false);
  return (
    <span className="flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-control border border-line bg-surface-muted">
      {src && !failed ? (
        <img src={src} alt="" className="size-full object-cover" onError={() => setFailed(true)} />
      ) : (
        <ImageIcon size="lg" className="text-ink-muted" />
      )}
    </span>
  );
}
