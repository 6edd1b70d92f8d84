import { useState } from 'react';
import { StoreIcon } from '../../icons';
import { cn } from '../../lib/cn';

export type ProductImageProps = {
  src?: string | null;
  /** '' when the name beside it already says what the picture shows. */
  alt: string;
  className?: string;
};

/**
 * The frame a picture gets before it has loaded: the portal's product pictures are 16:9, so for
 * them nothing moves when the picture arrives (docs/decisions.md).
 */
const USUAL_RATIO = 16 / 9;
/** A picture of another shape gets its own frame, within these bounds (beyond them, cropped). */
const RATIO_BOUNDS = { min: 3 / 4, max: 21 / 9 } as const;

const frameRatio = (width: number, height: number): number | null => {
  if (!(width > 0 && height > 0)) return null;
  const ratio = Math.min(RATIO_BOUNDS.max, Math.max(RATIO_BOUNDS.min, width / height));
  return Math.abs(ratio - USUAL_RATIO) < 0.01 ? null : ratio;
};

/**
 * A product's picture in a frame of its own shape, so no blank bands sit beside or above it. A
 * product without one, or whose picture fails to load, shows the shop's mark on a tinted frame of
 * the usual shape instead, so every card keeps its shape.
 */
export function ProductImage({ src, alt, className }: ProductImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const [loaded, setLoaded] = useState<{ src: string; ratio: number | null } | null>(null);
  const shown = src && failed !== src ? src : null;
  const frame = cn('aspect-video w-full bg-surface-muted', className);
  if (!shown) {
    return (
      <div
        data-slot="product-image-fallback"
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        className={cn(frame, 'flex items-center justify-center bg-primary-soft text-primary-ink')}
      >
        <StoreIcon size="5xl" />
      </div>
    );
  }
  const ratio = loaded?.src === shown ? loaded.ratio : null;
  return (
    <img
      src={shown}
      alt={alt}
      draggable={false}
      data-slot="product-image"
      onLoad={(event) =>
        setLoaded({
          src: shown,
          ratio: frameRatio(event.currentTarget.naturalWidth, event.currentTarget.naturalHeight),
        })
      }
      onError={() => setFailed(shown)}
      // Set through the DOM (no style attribute in the markup the CSP would refuse).
      style={ratio === null ? undefined : { aspectRatio: String(ratio) }}
      className={cn(frame, 'object-cover')}
    />
  );
}
