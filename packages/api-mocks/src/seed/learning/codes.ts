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
