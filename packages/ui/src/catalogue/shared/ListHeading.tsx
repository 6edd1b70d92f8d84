import { cn } from '../../lib/cn';
import { TrainingCount } from './TrainingCount';

type ListHeadingProps = {
  title: string;
  level: 1 | 2;
  /** How many trainings the list holds, once known; nothing is said of an empty list. */
  total?: number | null;
  /** The count as an h2 where the list's items carry headings of their own (course cards' h3). */
  countAs?: 'p' | 'h2';
};

/** The title of a catalogue list and, beside it, how many trainings it holds. */
export function ListHeading({ title, level, total, countAs }: ListHeadingProps) {
  const Heading = `h${level}` as const;
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-2">
      <Heading
        dir="auto"
        className={cn(
          'font-bold break-words text-ink',
          // A list inside a page (the profile's tabs) titles it as the page's other sections do.
          level === 1 ? 'text-2xl sm:text-3xl' : 'text-xl sm:text-2xl',
        )}
      >
        {title}
      </Heading>
      {total != null && total > 0 && <TrainingCount total={total} as={countAs} />}
    </div>
  );
}
