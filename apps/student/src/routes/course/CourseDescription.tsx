/** The course's description as text, its paragraphs kept; never as HTML. */
export function CourseDescription({ source }: { source: string }) {
  return <p className="break-words whitespace-pre-line">{source}</p>;
}
