import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { renderSeed } from '../../scripts/generate-seed';
import { writeSeedFile } from '../db/seedFile';
import { seedDatabase } from './database';
import { GENERATED_SEED_URL } from './generated';
import { resolveSeedDates, SYMBOLIC_TODAY, todayAt } from './today';

const generated = readFileSync(GENERATED_SEED_URL, 'utf8');

it('the generated seed is what the seed code writes today', () => {
  expect(generated, 'run `pnpm --filter @decola/api-mocks generate:seed`').toBe(renderSeed());
});

it.each([
  ['a Monday afternoon', '2026-03-16T13:00:00-03:00'],
  ['just after midnight on a Saturday', '2026-03-21T00:30:00-03:00'],
  ['late on a Sunday', '2026-03-22T23:45:00-03:00'],
  ['a leap day', '2028-02-29T10:00:00-03:00'],
  ['the last second of a year', '2026-12-31T23:59:59-03:00'],
])('its dates resolve to the seed of the day the demo starts: %s', (_, moment) => {
  const today = todayAt(new Date(moment));
  expect(resolveSeedDates(generated, today)).toBe(writeSeedFile(seedDatabase(today)));
});

it('a seed that would depend on the time of day cannot be generated', () => {
  const { moment, localTime } = SYMBOLIC_TODAY;
  expect(() => SYMBOLIC_TODAY.compare(moment(0), localTime(0, 12))).toThrow('time of day');
  expect(() => SYMBOLIC_TODAY.daysSince(moment(-86_400_000))).toThrow('time of day');
  expect(SYMBOLIC_TODAY.compare(localTime(-1, 23), localTime(0, 1))).toBeLessThan(0);
  expect(SYMBOLIC_TODAY.daysSince(localTime(-5))).toBe(5);
});
