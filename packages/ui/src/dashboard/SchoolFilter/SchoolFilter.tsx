import { isSchoolSelectMode } from '@decola/domain';
import { Field, Label } from '@headlessui/react';
import { useId, useRef } from 'react';
import { CheckIcon } from '../../icons';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focusRing';
import { useViewportWidth } from '../../lib/useViewportWidth';
import { linkVariants } from '../../primitives/Link';
import { SCHOOL_FILTER_TEXT, type SchoolFilterSchool } from './schoolFilterText';
import { SchoolSelectBox } from './SchoolSelectBox';

export type SchoolFilterProps = {
  schools: readonly SchoolFilterSchool[];
  /** The schools in the query's `schools`. */
  selectedIds: readonly number[];
  /** A school was toggled; the app adds or removes it and goes back to page 1. */
  onToggle: (id: number) => void;
  /** The filter was cleared; the app removes the query key. */
  onClear: () => void;
  className?: string;
};

const chipClass = cn(
  'inline-flex h-9 items-center gap-1.5 rounded-pill border border-line bg-surface px-4 text-sm font-medium text-ink',
  'hover:bg-primary-soft',
  'aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-on-primary aria-pressed:hover:bg-primary-strong',
  focusRing,
);

/**
 * The catalogue's school filter: chips that toggle (aria-pressed), or a select
 * box on screens up to 500 px (domain `isSchoolSelectMode`), and 'Limpar' once a school is chosen.
 */
export function SchoolFilter({
  schools,
  selectedIds,
  onToggle,
  onClear,
  className,
}: SchoolFilterProps) {
  const labelId = useId();
  const selectMode = isSchoolSelectMode(useViewportWidth());
  const group = useRef<HTMLDivElement>(null);
  if (schools.length === 0) return null;

  function clear() {
    onClear();
    // 'Limpar' leaves with the selection: focus goes to the first control, not to the page's top.
    group.current?.querySelector<HTMLElement>('[data-slot="school-filter-control"]')?.focus();
  }

  return (
    // A Field, so the select box (narrow screens) is named by the same label as the chips' group.
    <Field
      ref={group}
      role="group"
      aria-labelledby={labelId}
      data-slot="school-filter"
      data-mode={selectMode ? 'select' : 'chips'}
      className={cn('flex flex-col gap-2', className)}
    >
      <div className="flex min-h-8 items-center justify-between gap-4">
        <Label as="span" id={labelId} className="text-sm font-semibold text-ink">
          {SCHOOL_FILTER_TEXT.label}
        </Label>
        {selectedIds.length > 0 && (
          <button
            type="button"
            onClick={clear}
            className={cn(
              'rounded-control px-2 py-1 text-sm font-semibold',
              linkVariants({ underline: 'hover', offset: 4 }),
            )}
          >
            {SCHOOL_FILTER_TEXT.clear}
            <span className="sr-only">{SCHOOL_FILTER_TEXT.clearSuffix}</span>
          </button>
        )}
      </div>
      {selectMode ? (
        <SchoolSelectBox schools={schools} selectedIds={selectedIds} onToggle={onToggle} />
      ) : (
        <ul className="flex flex-wrap gap-2">
          {schools.map((school) => {
            const pressed = selectedIds.includes(school.id);
            return (
              <li key={school.id}>
                <button
                  type="button"
                  aria-pressed={pressed}
                  onClick={() => onToggle(school.id)}
                  data-slot="school-filter-control"
                  className={chipClass}
                >
                  {pressed && <CheckIcon size="sm" className="-ml-1" />}
                  {school.name}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </Field>
  );
}
