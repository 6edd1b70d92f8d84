import { cropSourceRect, type Crop, type ImageSize } from './cropGeometry';

/**
 * The saved photo's side in pixels. A profile photo shows at most ~160 px wide; 400 px stays sharp
 * on screens of density 2.5 and, as WebP, weighs tens of kilobytes, far under the 3 MB limit.
 */
export const CROPPED_IMAGE_SIZE = 400;
const QUALITY = 0.9;

/**
 * Draws the cropped square into a canvas and returns it as a data URI (the contract's
 * `UserProfileUpdate.image`): WebP, or PNG where the browser cannot encode WebP (the canvas falls
 * back to PNG by itself); both are accepted photo types.
 */
export function renderCroppedImage(image: HTMLImageElement, size: ImageSize, crop: Crop): string {
  const canvas = document.createElement('canvas');
  canvas.width = CROPPED_IMAGE_SIZE;
  canvas.height = CROPPED_IMAGE_SIZE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas 2D indisponível.');
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  const { sx, sy, side } = cropSourceRect(size, crop);
  context.drawImage(image, sx, sy, side, side, 0, 0, CROPPED_IMAGE_SIZE, CROPPED_IMAGE_SIZE);
  return canvas.toDataURL('image/webp', QUALITY);
}
