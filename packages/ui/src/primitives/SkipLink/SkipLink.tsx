/** The first stop of the keyboard on a page: jumps past the header to the main content. */
export function SkipLink({ targetId }: { targetId: string }) {
  return (
    <a
      href={`#${targetId}`}
      className="sr-only rounded-control bg-surface px-4 py-2 font-semibold text-primary-ink focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
    >
      Pular para o conteúdo
    </a>
  );
}
