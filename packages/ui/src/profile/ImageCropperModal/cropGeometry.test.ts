import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  centredCrop,
  clampCrop,
  cropSide,
  cropSourceRect,
  MAX_ZOOM,
  MIN_ZOOM,
  panCrop,
  previewPlacement,
  zoomCrop,
  type Crop,
  type ImageSize,
} from './cropGeometry';

const LANDSCAPE: ImageSize = { width: 800, height: 600 };
const PORTRAIT: ImageSize = { width: 600, height: 900 };

const images = fc.record({
  width: fc.integer({ min: 1, max: 8000 }),
  height: fc.integer({ min: 1, max: 8000 }),
});
const anyCrop = fc.record({
  x: fc.double({ min: -20_000, max: 20_000, noNaN: true }),
  y: fc.double({ min: -20_000, max: 20_000, noNaN: true }),
  zoom: fc.double({ min: -10, max: 10, noNaN: true }),
});

// Tolerance for sums of image pixels that went through a division.
const EPSILON = 1e-6;

function expectInside(image: ImageSize, crop: Crop) {
  const { sx, sy, side } = cropSourceRect(image, crop);
  expect(crop.zoom).toBeGreaterThanOrEqual(MIN_ZOOM);
  expect(crop.zoom).toBeLessThanOrEqual(MAX_ZOOM);
  expect(sx).toBeGreaterThanOrEqual(-EPSILON);
  expect(sy).toBeGreaterThanOrEqual(-EPSILON);
  expect(sx + side).toBeLessThanOrEqual(image.width + EPSILON);
  expect(sy + side).toBeLessThanOrEqual(image.height + EPSILON);
}

describe('cropSide', () => {
  it('is the shorter side of the image at zoom 1, whatever the orientation', () => {
    expect(cropSide(LANDSCAPE, 1)).toBe(600);
    expect(cropSide(PORTRAIT, 1)).toBe(600);
    expect(cropSide({ width: 500, height: 500 }, 1)).toBe(500);
  });

  it('shrinks as the zoom grows: zoom 2 halves it, the largest zoom quarters it', () => {
    expect(cropSide(LANDSCAPE, 2)).toBe(300);
    expect(cropSide(LANDSCAPE, MAX_ZOOM)).toBe(150);
  });
});

describe('centredCrop', () => {
  it('cuts the largest square from the middle of the image', () => {
    expect(centredCrop(LANDSCAPE)).toEqual({ x: 400, y: 300, zoom: MIN_ZOOM });
    expect(cropSourceRect(LANDSCAPE, centredCrop(LANDSCAPE))).toEqual({
      sx: 100,
      sy: 0,
      side: 600,
    });
    expect(cropSourceRect(PORTRAIT, centredCrop(PORTRAIT))).toEqual({ sx: 0, sy: 150, side: 600 });
  });

  it('is already inside every image', () => {
    fc.assert(
      fc.property(images, (image) => {
        expect(clampCrop(image, centredCrop(image))).toEqual(centredCrop(image));
      }),
    );
  });
});

describe('clampCrop', () => {
  it('keeps the zoom between its least and its largest', () => {
    expect(clampCrop(LANDSCAPE, { x: 400, y: 300, zoom: 0.5 }).zoom).toBe(MIN_ZOOM);
    expect(clampCrop(LANDSCAPE, { x: 400, y: 300, zoom: 9 }).zoom).toBe(MAX_ZOOM);
    expect(clampCrop(LANDSCAPE, { x: 400, y: 300, zoom: 2.5 }).zoom).toBe(2.5);
  });

  it('pulls a square that left the image back to its nearest edge', () => {
    // Zoom 2 on 800 × 600: a 300 px square, so its centre stays 150 px from every edge.
    expect(clampCrop(LANDSCAPE, { x: -50, y: 10_000, zoom: 2 })).toEqual({
      x: 150,
      y: 450,
      zoom: 2,
    });
    expect(clampCrop(LANDSCAPE, { x: 10_000, y: -1, zoom: 2 })).toEqual({
      x: 650,
      y: 150,
      zoom: 2,
    });
  });

  it('leaves the short side no room at zoom 1: the square spans it', () => {
    expect(clampCrop(LANDSCAPE, { x: 120, y: 0, zoom: 1 })).toEqual({ x: 300, y: 300, zoom: 1 });
    expect(clampCrop(PORTRAIT, { x: 0, y: 900, zoom: 1 })).toEqual({ x: 300, y: 600, zoom: 1 });
  });

  it('handles a one-pixel image and a very thin strip', () => {
    expect(clampCrop({ width: 1, height: 1 }, { x: 5, y: -5, zoom: 1 })).toEqual({
      x: 0.5,
      y: 0.5,
      zoom: 1,
    });
    expect(cropSourceRect({ width: 4000, height: 10 }, { x: 0, y: 0, zoom: 1 })).toEqual({
      sx: -5,
      sy: -5,
      side: 10,
    });
    expect(clampCrop({ width: 4000, height: 10 }, { x: 0, y: 0, zoom: 1 })).toEqual({
      x: 5,
      y: 5,
      zoom: 1,
    });
  });

  it('always leaves the square inside the image, and clamping twice changes nothing', () => {
    fc.assert(
      fc.property(images, anyCrop, (image, crop) => {
        const clamped = clampCrop(image, crop);
        expectInside(image, clamped);
        expect(clampCrop(image, clamped)).toEqual(clamped);
      }),
    );
  });
});

describe('panCrop', () => {
  it('moves the square against the pointer, scaled from screen to image pixels', () => {
    // Zoom 2 on 800 × 600 in a 300 px cropper: one screen pixel is one image pixel.
    const crop = { x: 400, y: 300, zoom: 2 };
    expect(panCrop(LANDSCAPE, crop, 30, 0, 300)).toEqual({ x: 370, y: 300, zoom: 2 });
    expect(panCrop(LANDSCAPE, crop, 0, -40, 300)).toEqual({ x: 400, y: 340, zoom: 2 });
    // The same drag in a 150 px cropper covers twice the image.
    expect(panCrop(LANDSCAPE, crop, 30, 0, 150)).toEqual({ x: 340, y: 300, zoom: 2 });
  });

  it('stops at the edge of the image', () => {
    const crop = { x: 400, y: 300, zoom: 2 };
    expect(panCrop(LANDSCAPE, crop, 10_000, 10_000, 300)).toEqual({ x: 150, y: 150, zoom: 2 });
    expect(panCrop(LANDSCAPE, crop, -10_000, -10_000, 300)).toEqual({ x: 650, y: 450, zoom: 2 });
  });

  it('cannot move across the short side at zoom 1', () => {
    expect(panCrop(LANDSCAPE, centredCrop(LANDSCAPE), 0, 80, 300)).toEqual(centredCrop(LANDSCAPE));
  });

  it('keeps the square inside the image, and a drag back undoes a drag that met no edge', () => {
    fc.assert(
      fc.property(
        images,
        fc.double({ min: MIN_ZOOM, max: MAX_ZOOM, noNaN: true }),
        fc.integer({ min: -400, max: 400 }),
        fc.integer({ min: -400, max: 400 }),
        fc.integer({ min: 100, max: 600 }),
        (image, zoom, dx, dy, viewport) => {
          const start = clampCrop(image, { ...centredCrop(image), zoom });
          const moved = panCrop(image, start, dx, dy, viewport);
          expectInside(image, moved);
          const scale = cropSide(image, zoom) / viewport;
          const metNoEdge =
            Math.abs(moved.x - (start.x - dx * scale)) < EPSILON &&
            Math.abs(moved.y - (start.y - dy * scale)) < EPSILON;
          if (metNoEdge) {
            const back = panCrop(image, moved, -dx, -dy, viewport);
            expect(back.x).toBeCloseTo(start.x, 6);
            expect(back.y).toBeCloseTo(start.y, 6);
          }
        },
      ),
    );
  });
});

describe('zoomCrop', () => {
  it('keeps the centre of the square where it is when the image has room', () => {
    expect(zoomCrop(LANDSCAPE, { x: 300, y: 250, zoom: 2 }, 3)).toEqual({
      x: 300,
      y: 250,
      zoom: 3,
    });
  });

  it('moves the centre inward when zooming out would push the square off the image', () => {
    // At zoom 4 the square is 150 px and may sit in a corner; back at zoom 1 it spans the height.
    expect(zoomCrop(LANDSCAPE, { x: 75, y: 75, zoom: 4 }, 1)).toEqual({ x: 300, y: 300, zoom: 1 });
    expect(zoomCrop(LANDSCAPE, { x: 75, y: 75, zoom: 4 }, 2)).toEqual({ x: 150, y: 150, zoom: 2 });
  });

  it('stops at the least and the largest zoom', () => {
    expect(zoomCrop(LANDSCAPE, centredCrop(LANDSCAPE), MIN_ZOOM - 0.25).zoom).toBe(MIN_ZOOM);
    expect(zoomCrop(LANDSCAPE, { x: 400, y: 300, zoom: MAX_ZOOM }, MAX_ZOOM * 1.1).zoom).toBe(
      MAX_ZOOM,
    );
  });
});

describe('previewPlacement', () => {
  it('places the picture so the cropper shows exactly the square', () => {
    expect(previewPlacement(LANDSCAPE, centredCrop(LANDSCAPE))).toEqual({
      left: `${(0.5 - 400 / 600) * 100}%`,
      top: '0%',
      width: `${(800 / 600) * 100}%`,
      height: '100%',
    });
    // Zoom 2, square in the top-left corner: the picture's corner is the cropper's corner.
    expect(previewPlacement(LANDSCAPE, { x: 150, y: 150, zoom: 2 })).toEqual({
      left: '0%',
      top: '0%',
      width: `${(800 / 300) * 100}%`,
      height: '200%',
    });
  });

  it('always covers the whole cropper: no empty band around the picture', () => {
    const percent = (value: string) => Number(value.slice(0, -1));
    fc.assert(
      fc.property(images, anyCrop, (image, crop) => {
        const place = previewPlacement(image, clampCrop(image, crop));
        const left = percent(place.left);
        const top = percent(place.top);
        expect(left).toBeLessThanOrEqual(EPSILON);
        expect(top).toBeLessThanOrEqual(EPSILON);
        expect(left + percent(place.width)).toBeGreaterThanOrEqual(100 - EPSILON);
        expect(top + percent(place.height)).toBeGreaterThanOrEqual(100 - EPSILON);
      }),
    );
  });
});
