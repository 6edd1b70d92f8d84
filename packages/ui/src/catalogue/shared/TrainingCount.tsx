import { Count } from '../../primitives/Count';

type TrainingCountProps = {
  total: number;
  /** A heading where the list's items carry headings of their own (course cards' h3). */
  as?: 'p' | 'h2';
};

/** '12 treinamentos', shortened on narrow screens (k above 3 digits, m at 7). */
export function TrainingCount({ total, as: Tag = 'p' }: TrainingCountProps) {
  return (
    <Tag data-slot="training-count" className="text-sm font-medium text-ink-muted">
      <Count value={total} /> {total === 1 ? 'treinamento' : 'treinamentos'}
    </Tag>
  );
}
