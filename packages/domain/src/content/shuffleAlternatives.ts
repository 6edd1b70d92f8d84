/** Fisher–Yates with an injected random source, so the order is testable. */
export function shuffleAlternatives<T>(alternatives: readonly T[], random: () => number): T[] {
  const shuffled = [...alternatives];
  for (let index = shuffled.length - 1; index > 0; index -= 1) {
    // A source returning 1 (outside its contract) must not pick past the end.
    const pick = Math.min(index, Math.floor(random() * (index + 1)));
    [shuffled[index], shuffled[pick]] = [shuffled[pick] as T, shuffled[index] as T];
  }
  return shuffled;
}

/** A repeatable source in [0, 1) from a whole-number seed (mulberry32). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Shuffled once per attempt — the same questionnaire and question give the same
 * order on every reload, back/forward or second tab; another attempt (another id) reshuffles.
 */
export function shuffleForAttempt<T>(
  alternatives: readonly T[],
  questionnaireId: number,
  questionId: number,
): T[] {
  const seed = Math.imul(questionnaireId >>> 0, 0x9e3779b1) ^ (questionId >>> 0);
  return shuffleAlternatives(alternatives, seededRandom(seed));
}
