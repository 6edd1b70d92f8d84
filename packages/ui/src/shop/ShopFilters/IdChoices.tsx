import { toggleId } from '@decola/domain';
import { Checkbox } from '../../primitives/Checkbox';

export type IdChoice = { id: number; name: string; quantityProducts?: number | null };

type IdChoicesProps = {
  legend: string;
  choices: readonly IdChoice[];
  chosen: readonly number[];
  onChange: (ids: number[]) => void;
};

/** A repeated filter (shops, categories): one checkbox each, a count beside it when known. */
export function IdChoices({ legend, choices, chosen, onChange }: IdChoicesProps) {
  if (choices.length === 0) return null;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold text-ink">{legend}</legend>
      {choices.map((choice) => (
        <Checkbox
          key={choice.id}
          label={
            choice.quantityProducts == null
              ? choice.name
              : `${choice.name} (${choice.quantityProducts})`
          }
          checked={chosen.includes(choice.id)}
          onChange={() => onChange(toggleId(chosen, choice.id))}
        />
      ))}
    </fieldset>
  );
}
