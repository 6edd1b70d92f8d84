import { useId } from 'react';
import { Carousel } from '../../primitives/Carousel';
import { ProductImage } from '../shared/ProductImage';

export const GALLERY_TEXT = {
  label: (name: string) => `Fotos de ${name}`,
  photo: (name: string, index: number, count: number) => `${name}, foto ${index} de ${count}`,
} as const;

type ProductGalleryProps = { name: string; images: readonly string[] };

/**
 * A product's photos on the portal's carousel: one at a time, 'Anterior'/'Próximo', the arrow
 * keys and a swipe (Embla's drag). A single photo, or none, needs no carousel.
 */
export function ProductGallery({ name, images }: ProductGalleryProps) {
  const labelId = useId();
  if (images.length <= 1) {
    return (
      <ProductImage
        src={images[0]}
        alt={GALLERY_TEXT.photo(name, 1, 1)}
        className="rounded-card border border-line"
      />
    );
  }
  return (
    <div data-slot="product-gallery">
      <span id={labelId} className="sr-only">
        {GALLERY_TEXT.label(name)}
      </span>
      <Carousel aria-labelledby={labelId} kind="productGallery" slot="product-gallery-carousel">
        {images.map((src, index) => (
          <ProductImage
            key={src}
            src={src}
            alt={GALLERY_TEXT.photo(name, index + 1, images.length)}
            className="rounded-card border border-line"
          />
        ))}
      </Carousel>
    </div>
  );
}
