import { describe, expect, it } from 'vitest';
import { videoIdFromUrl } from './videoIdFromUrl';

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
    expect(videoIdFromUrl('/video/abc?next=/x/y#z/w')).toBe('abc');
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
