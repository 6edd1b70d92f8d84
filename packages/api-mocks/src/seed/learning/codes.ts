const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** YouTube's alphabet; same key, same id, so the seed needs no randomness. */
export function videoCode(key: string): string {
  let hash = 2166136261;
  for (const character of key) hash = Math.imul(hash ^ character.charCodeAt(0), 16777619) >>> 0;
  let code = '';
  for (let index = 0; index < 11; index += 1) {
    hash = (Math.imul(hash, 1103515245) + 12345) >>> 0;
    code += ALPHABET[(hash >>> 16) % ALPHABET.length];
  }
  return code;
}

/** A file name from a title: 'Guia rápido de RCP' → 'guia-rapido-de-rcp'. */
export function slug(title: string): string {
  return title
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Where the demo serves the video of a code: the last path segment is the video id. */
export const videoUrl = (code: string) => `/student/demo/video/${code}`;
