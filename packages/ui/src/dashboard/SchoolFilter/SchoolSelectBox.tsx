import { Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react';
import { CheckIcon, ChevronDownIcon } from '../../icons';
import { cn } from '../../lib/cn';
import { fieldControlClasses } from '../../primitives/Field';
import { SCHOOL_FILTER_TEXT, type SchoolFilterSchool } from './schoolFilterText';

/** Narrow screens: a Listbox, as a native single select could hold one school only. */
export function SchoolSelectBox({
  schools,
  selectedIds,
  onToggle,
}: {
  schools: readonly SchoolFilterSchool[];
  selectedIds: readonly number[];
  onToggle: (id: number) => void;
}) {
  const names = schools.filter((school) => selectedIds.includes(school.id)).map((s) => s.name);

  function change(next: number[]) {
    // One option at a time changes: report the school that came in or went out.
    const toggled = [
      ...next.filter((id) => !selectedIds.includes(id)),
      ...selectedIds.filter((id) => !next.includes(id)),
    ];
    toggled.forEach(onToggle);
  }

  return (
    <Listbox value={[...selectedIds]} onChange={change} multiple>
      <div className="w-full min-[801px]:w-1/4">
        <ListboxButton
          data-slot="school-filter-control"
          className={cn(
            fieldControlClasses,
            'flex h-10 cursor-pointer items-center justify-between gap-2 text-left',
          )}
        >
          <span className="truncate">
            {names.length > 0 ? names.join(', ') : SCHOOL_FILTER_TEXT.all}
          </span>
          <ChevronDownIcon size="sm" className="shrink-0 text-ink-muted" />
        </ListboxButton>
      </div>
      <ListboxOptions
        anchor={{ to: 'bottom start', gap: 4 }}
        data-slot="school-filter-options"
        className="z-50 w-(--button-width) rounded-card border border-line bg-surface py-1 shadow-lg focus:outline-none"
      >
        {schools.map((school) => (
          <ListboxOption
            key={school.id}
            value={school.id}
            className="group flex cursor-pointer items-center gap-2 px-3 py-2 text-sm text-ink data-focus:bg-primary-soft"
          >
            <CheckIcon
              size="sm"
              className="invisible shrink-0 text-primary-ink group-data-selected:visible"
            />
            {school.name}
          </ListboxOption>
        ))}
      </ListboxOptions>
    </Listbox>
  );
}
