/** Words that join a pt-BR name ('Maria das Dores', 'Souza e Silva'): never an initial. */
const NAME_PARTICLES = new Set(['da', 'de', 'do', 'das', 'dos', 'e']);

const firstLetterOf = (word: string) => word.match(/[\p{L}\p{N}]/u)?.[0] ?? '';

/**
 * The letters an avatar shows without a photo: the first letters of the first and last words of
 * the name the caller shows ('Carlos Eduardo Lima' → 'CL', 'Maria das Dores' → 'MD', 'Érica' → 'É').
 */
export function initialsOf(name: string): string {
  const words = name
    .normalize('NFC')
    .split(/\s+/)
    .filter((word) => firstLetterOf(word) !== '');
  const named = words.filter((word) => !NAME_PARTICLES.has(word.toLocaleLowerCase('pt-BR')));
  // A name made only of particles ('E') still has letters to show.
  const kept = named.length > 0 ? named : words;
  const ends = kept.length > 1 ? [kept[0]!, kept.at(-1)!] : kept;
  return ends.map(firstLetterOf).join('').toLocaleUpperCase('pt-BR');
}
