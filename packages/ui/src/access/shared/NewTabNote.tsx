/**
 * The "opens in a new tab" note of a link, referenced by its aria-describedby. Kept out of the
 * link's name, so a checkbox whose label holds the link is still named by its own words.
 */
export function NewTabNote({ id }: { id: string }) {
  return (
    <span id={id} hidden>
      abre em uma nova aba
    </span>
  );
}
