/**
 * spec 1 §5: the live counter of a limited field, '12/100'. Screen readers get it in words
 * through the field's description, read when the field is focused rather than on every key.
 */
export function CharacterCounter({ length, max }: { length: number; max: number }) {
  return (
    <span data-slot="character-counter" className="block text-end tabular-nums">
      <span aria-hidden="true">{`${length}/${max}`}</span>
      <span className="sr-only">{`${length} de ${max} caracteres`}</span>
    </span>
  );
}
