/** spec 2 §2: Fisher–Yates with an injected random source, so the order is testable. */
export function shuffleAlternatives<T>(alternatives: readonly T[], random: () => number): T[] {
  const shuffled = [...alternatives];
  for (let index = shuffled.length - 1; index > 0; index -= 1) {
    // A source returning 1 (outside its contract) must not pick past the end.
    const pick = Math.min(index, Math.floor(random() * (index + 1)));
    [shuffled[index], shuffled[pick]] = [shuffled[pick] as T, shuffled[index] as T];
  }
  return shuffled;
}
