/** Characters typed and the most the control takes (its maxLength). */
export type FieldCounter = { length: number; max: number };

/**
 * Field's counter, '12/100', read through the field's description ('12 de 100 caracteres') when
 * it is focused, not announced on every key. No public page counts characters, so the public
 * stylesheet leaves this file out.
 */
export function CharacterCounter({ id, length, max }: FieldCounter & { id: string }) {
  return (
    <p id={id} data-slot="character-counter" className="ms-auto shrink-0 tabular-nums">
      <span aria-hidden="true">{`${length}/${max}`}</span>
      <span className="sr-only">{`${length} de ${max} caracteres`}</span>
    </p>
  );
}
