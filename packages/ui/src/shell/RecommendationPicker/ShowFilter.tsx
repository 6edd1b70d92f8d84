import { cn } from '../../lib/cn';
import { HAS_FOCUS_RING } from '../../lib/focusRing';

/** Which colleagues the picker lists: everyone of the page, or those already chosen. */
export type Filter = 'all' | 'selected';

type ShowFilterProps = {
  name: string;
  filter: Filter;
  /** How many colleagues are chosen, named on 'Selecionados'. */
  count: number;
  onChange: (filter: Filter) => void;
};

/** 'Mostrar': 'Todos' or 'Selecionados (N)', two radios drawn as one segmented control. */
export function ShowFilter({ name, filter, count, onChange }: ShowFilterProps) {
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-sm font-medium text-ink">Mostrar</legend>
      <div className="inline-flex self-start rounded-control border border-line bg-surface-muted p-0.5">
        {(
          [
            ['all', 'Todos'],
            ['selected', `Selecionados (${count})`],
          ] as const
        ).map(([value, label]) => (
          <label
            key={value}
            className={cn(
              'cursor-pointer rounded-control px-3 py-1.5 text-sm font-semibold',
              HAS_FOCUS_RING.near,
              filter === value ? 'bg-primary text-on-primary' : 'text-ink hover:bg-surface',
            )}
          >
            <input
              type="radio"
              name={name}
              value={value}
              checked={filter === value}
              onChange={() => onChange(value)}
              className="sr-only"
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
