import {
  periodError,
  STATEMENT_TYPE_CODE_LABELS,
  STATEMENT_TYPE_CODES,
  STATEMENT_TYPE_LABELS,
  type StatementItemType,
  type StatementTypeCode,
} from '@decola/domain';
import { useState } from 'react';
import { Select } from '../../primitives/Select';
import { TextField } from '../../primitives/TextField';
import { STATEMENT_TEXT as TEXT } from '../shared/statementText';

/** The statement's filters as the URL keeps them (spec 2 §3 list query). */
export type StatementFilterValues = {
  firstDate?: string;
  lastDate?: string;
  type?: StatementItemType;
  typeCode?: StatementTypeCode;
};

const TYPE_OPTIONS = (Object.keys(STATEMENT_TYPE_LABELS) as StatementItemType[]).map((value) => ({
  value,
  label: STATEMENT_TYPE_LABELS[value],
}));
const TYPE_CODE_OPTIONS = STATEMENT_TYPE_CODES.map((value) => ({
  value,
  label: STATEMENT_TYPE_CODE_LABELS[value],
}));

/**
 * The period, type and origin filters: each change applies at once, but a period whose end comes
 * before its start stays in the fields with its error and is never applied.
 */
export function StatementFilters({
  values,
  onChange,
}: {
  values: StatementFilterValues;
  onChange: (values: StatementFilterValues) => void;
}) {
  const [period, setPeriod] = useState({
    firstDate: values.firstDate ?? '',
    lastDate: values.lastDate ?? '',
  });
  const error = periodError(period.firstDate, period.lastDate);

  const changePeriod = (next: typeof period) => {
    setPeriod(next);
    if (periodError(next.firstDate, next.lastDate)) return;
    onChange({
      ...values,
      firstDate: next.firstDate || undefined,
      lastDate: next.lastDate || undefined,
    });
  };

  return (
    <fieldset className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <legend className="sr-only">{TEXT.filters}</legend>
      <TextField
        type="date"
        label={TEXT.firstDate}
        value={period.firstDate}
        onChange={(event) => changePeriod({ ...period, firstDate: event.target.value })}
      />
      <TextField
        type="date"
        label={TEXT.lastDate}
        value={period.lastDate}
        error={error}
        onChange={(event) => changePeriod({ ...period, lastDate: event.target.value })}
      />
      <Select
        label={TEXT.type}
        placeholder={TEXT.allTypes}
        options={TYPE_OPTIONS}
        value={values.type ?? ''}
        onChange={(event) =>
          onChange({ ...values, type: (event.target.value || undefined) as StatementItemType })
        }
      />
      <Select
        label={TEXT.typeCode}
        placeholder={TEXT.allTypeCodes}
        options={TYPE_CODE_OPTIONS}
        value={values.typeCode ?? ''}
        onChange={(event) =>
          onChange({
            ...values,
            typeCode: (event.target.value || undefined) as StatementTypeCode,
          })
        }
      />
    </fieldset>
  );
}
