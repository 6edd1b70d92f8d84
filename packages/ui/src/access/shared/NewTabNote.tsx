/** Tells screen-reader users that a link opens a new tab (visible text stays short). */
export function NewTabNote() {
  return <span className="sr-only"> (abre em uma nova aba)</span>;
}
