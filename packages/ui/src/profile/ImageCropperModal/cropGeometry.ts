import { LIMITS } from '@decola/domain';

/** An image's natural size in pixels. */
export type ImageSize = { width: number; height: number };

/**
 * The square being cut out, in the image's own pixels: its centre and the zoom. At zoom 1 the
 * square's side is the image's shorter side (the whole height of a landscape photo); zoom 2 halves
 * it. Kept in image pixels, the crop does not depend on how large the cropper is drawn.
 */
export type Crop = { x: number; y: number; zoom: number };

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;
export const ZOOM_STEP = 0.25;

// Crop aspect ratio 1:1, so the height of the cut equals its width.
export const cropSide = (image: ImageSize, zoom: number): number =>
  Math.min(image.width, image.height * LIMITS.cropAspectRatio) / zoom;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Keeps the zoom within its range and the square inside the image. */
export function clampCrop(image: ImageSize, crop: Crop): Crop {
  const zoom = clamp(crop.zoom, MIN_ZOOM, MAX_ZOOM);
  const half = cropSide(image, zoom) / 2;
  return {
    zoom,
    x: clamp(crop.x, half, image.width - half),
    y: clamp(crop.y, half, image.height - half),
  };
}

/** The square in the middle of the image, as large as it can be. */
export const centredCrop = (image: ImageSize): Crop => ({
  x: image.width / 2,
  y: image.height / 2,
  zoom: MIN_ZOOM,
});

/**
 * Moving the picture under the square by (dx, dy) screen pixels, in a cropper `viewport` pixels
 * wide: the picture follows the pointer, so the square moves the other way.
 */
export function panCrop(
  image: ImageSize,
  crop: Crop,
  dx: number,
  dy: number,
  viewport: number,
): Crop {
  const imagePixelsPerScreenPixel = cropSide(image, crop.zoom) / viewport;
  return clampCrop(image, {
    ...crop,
    x: crop.x - dx * imagePixelsPerScreenPixel,
    y: crop.y - dy * imagePixelsPerScreenPixel,
  });
}

/** Zooming keeps the centre of the square where it is (as far as the image allows). */
export const zoomCrop = (image: ImageSize, crop: Crop, zoom: number): Crop =>
  clampCrop(image, { ...crop, zoom });

/** The part of the image the square covers, for `drawImage`. */
export function cropSourceRect(image: ImageSize, crop: Crop) {
  const side = cropSide(image, crop.zoom);
  return { sx: crop.x - side / 2, sy: crop.y - side / 2, side };
}

/**
 * Where the picture sits inside the square cropper, in percentages of the cropper's side, so the
 * preview needs no measuring: the square's centre is the cropper's centre.
 */
export function previewPlacement(image: ImageSize, crop: Crop) {
  const side = cropSide(image, crop.zoom);
  return {
    left: `${(0.5 - crop.x / side) * 100}%`,
    top: `${(0.5 - crop.y / side) * 100}%`,
    width: `${(image.width / side) * 100}%`,
    height: `${(image.height / side) * 100}%`,
  };
}
