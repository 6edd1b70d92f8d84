const YOUTUBE_VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/** A YouTube video id: eleven letters, digits, '_' or '-'; nothing else reaches the player. */
export const isYouTubeVideoId = (value: unknown): value is string =>
  typeof value === 'string' && YOUTUBE_VIDEO_ID.test(value);

/** The last path segment of a pill's `url` is the video id, when it is one. */
export function videoIdFromUrl(url: string | null | undefined): string | null {
  const path = (url ?? '').trim().split(/[?#]/, 1)[0]!;
  const segments = path.split('/').filter((segment) => segment !== '');
  const last = segments.at(-1);
  // A bare host ('https://youtu.be') has no path: its only segments are the scheme and the host.
  if (last === undefined || (segments.length === 2 && segments[0]!.endsWith(':'))) return null;
  return isYouTubeVideoId(last) ? last : null;
}
