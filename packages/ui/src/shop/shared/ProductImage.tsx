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
 * A product's picture, square. A product without one, or whose picture fails to load, shows the
 * shop's mark on a tinted square instead, so every card keeps its shape.
 */
export function ProductImage({ src, alt, className }: ProductImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const shown = src && failed !== src ? src : null;
  const frame = cn('aspect-square w-full bg-surface-muted', className);
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
  return (
    <img
      src={shown}
      alt={alt}
      draggable={false}
      data-slot="product-image"
      onError={() => setFailed(shown)}
      className={cn(frame, 'object-contain')}
    />
  );
}
