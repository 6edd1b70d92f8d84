/**
 * spec 1 §3: a pill's `url` is a video link whose last path segment is the video id
 * (`/student/demo/video/Pq8sD2vLx4K`, `https://youtu.be/Pq8sD2vLx4K`). The query and the fragment
 * are not part of the path, and a trailing slash is ignored. No segment means no video: null.
 */
export function videoIdFromUrl(url: string | null | undefined): string | null {
  const path = (url ?? '').trim().split(/[?#]/, 1)[0]!;
  const segments = path.split('/').filter((segment) => segment !== '');
  const last = segments.at(-1);
  // A bare host ('https://youtu.be') has no path: its only segments are the scheme and the host.
  if (last === undefined || (segments.length === 2 && segments[0]!.endsWith(':'))) return null;
  return last;
}
