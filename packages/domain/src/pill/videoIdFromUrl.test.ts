import { describe, expect, it } from 'vitest';
import { isYouTubeVideoId, videoIdFromUrl } from './videoIdFromUrl';

describe('videoIdFromUrl', () => {
  it('takes the last path segment of the pill url (spec 1 §3)', () => {
    expect(videoIdFromUrl('/student/demo/video/Pq8sD2vLx4K')).toBe('Pq8sD2vLx4K');
    expect(videoIdFromUrl('https://youtu.be/Rt5nB9cWz1M')).toBe('Rt5nB9cWz1M');
    expect(videoIdFromUrl('https://www.youtube.com/embed/Rt5nB9cWz1M')).toBe('Rt5nB9cWz1M');
    expect(videoIdFromUrl('https://www.youtube.com/shorts/a-b_c123XYZ')).toBe('a-b_c123XYZ');
  });

  it('leaves the query and the fragment out of the path', () => {
    expect(videoIdFromUrl('https://youtu.be/Rt5nB9cWz1M?t=42')).toBe('Rt5nB9cWz1M');
    expect(videoIdFromUrl('https://youtu.be/Rt5nB9cWz1M#inicio')).toBe('Rt5nB9cWz1M');
    expect(videoIdFromUrl('/video/Pq8sD2vLx4K?next=/x/y#z/w')).toBe('Pq8sD2vLx4K');
  });

  it('ignores a trailing slash and surrounding spaces', () => {
    expect(videoIdFromUrl('  https://youtu.be/Rt5nB9cWz1M/  ')).toBe('Rt5nB9cWz1M');
    expect(videoIdFromUrl('/student/demo/video/Pq8sD2vLx4K//')).toBe('Pq8sD2vLx4K');
  });

  it('reads a bare id as its own last segment', () => {
    expect(videoIdFromUrl('Pq8sD2vLx4K')).toBe('Pq8sD2vLx4K');
  });

  it('answers null when there is no path segment', () => {
    expect(videoIdFromUrl('')).toBeNull();
    expect(videoIdFromUrl('   ')).toBeNull();
    expect(videoIdFromUrl('/')).toBeNull();
    expect(videoIdFromUrl('?v=abc')).toBeNull();
    expect(videoIdFromUrl('https://youtu.be')).toBeNull();
    expect(videoIdFromUrl('https://youtu.be/')).toBeNull();
    expect(videoIdFromUrl(null)).toBeNull();
    expect(videoIdFromUrl(undefined)).toBeNull();
  });
});

describe('isYouTubeVideoId', () => {
  it('accepts eleven letters, digits, underscores and dashes', () => {
    expect(['Pq8sD2vLx4K', 'a-b_c123XYZ', '___________'].map(isYouTubeVideoId)).toEqual([
      true,
      true,
      true,
    ]);
  });

  it.each([
    ['too short', 'abc'],
    ['too long', 'Pq8sD2vLx4KK'],
    ['a quote that would break out of an attribute', 'Pq8sD2vLx4"'],
    ['a path', '../../x/abc'],
    ['an encoded character', 'Pq8sD2v%20K'],
    ['a query', 'Pq8sD2v?x=1'],
    ['a space', 'Pq8sD2 vLx4'],
    ['not a string', 12345678901],
  ])('refuses %s', (_case, value) => {
    expect(isYouTubeVideoId(value)).toBe(false);
  });
});

describe('videoIdFromUrl and ids that are no YouTube id', () => {
  it('answers null when the last segment is not one', () => {
    expect(videoIdFromUrl('/video/abc?next=/x/y#z/w')).toBeNull();
    expect(videoIdFromUrl('https://youtu.be/Rt5nB9cWz1M%22onload')).toBeNull();
    expect(videoIdFromUrl('https://evil.example/watch/javascript:alert(1)')).toBeNull();
  });
});
