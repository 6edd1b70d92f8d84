/** Question rows drawn while the FAQ itself loads (its questions are not known yet). */
const LOADING_ROWS = 4;

const bar = 'animate-pulse rounded-control bg-line';

/**
 * The FAQ's search field and question rows while their data or code loads, in the boxes FaqList
 * draws (a 20 px label over a 44 px field, rows of the questions' own type beside a 20 px chevron,
 * the first answer open), so little below moves when it arrives: only the first answer's length is
 * unknown until it is sanitised, and two lines are kept for it. `pending` tells tests what it waits
 * for: its code, or the section coming near the screen.
 */
export function FaqListPlaceholder({
  questions,
  pending,
}: {
  /** The questions, once loaded; skeleton rows until then. */
  questions?: readonly string[];
  pending?: 'code' | 'view';
}) {
  const rows = questions ?? Array.from({ length: LOADING_ROWS }, () => null);
  return (
    <div
      aria-busy="true"
      data-slot="faq-placeholder"
      data-pending={pending}
      className="flex max-w-3xl flex-col gap-4"
    >
      <p role="status" className="sr-only">
        Carregando as perguntas frequentes…
      </p>
      <div aria-hidden="true" className="flex flex-col gap-1.5">
        <div className={`h-5 w-32 ${bar}`} />
        <div className="h-11 w-full rounded-control border border-line bg-surface" />
      </div>
      <ul aria-hidden="true" className="flex flex-col gap-2">
        {rows.map((question, index) => (
          <li key={index} className="rounded-card border border-line bg-surface">
            <div className="flex items-center justify-between gap-4 px-4 py-3 text-base font-semibold text-ink-muted">
              {question ?? <div className={`h-6 w-2/3 ${bar}`} />}
              <span className="size-5 shrink-0" />
            </div>
            {question !== null && index === 0 && (
              <div className="px-4 pb-4">
                <div className={`h-13 w-full ${bar}`} />
              </div>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
