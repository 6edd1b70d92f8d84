// Writes src/seed/seed.generated.json: the demo database's seed with symbolic dates, one table per
// line, so the browser parses JSON instead of building the seed in script, and only the tables it
// uses. A test fails when it is stale.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { writeSeedFile } from '../src/db/seedFile';
import { seedDatabase } from '../src/seed/database';
import { GENERATED_SEED_URL } from '../src/seed/generated';
import { SYMBOLIC_TODAY } from '../src/seed/today';

export function renderSeed(): string {
  return writeSeedFile(seedDatabase(SYMBOLIC_TODAY));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(GENERATED_SEED_URL, renderSeed());
  console.info(`Wrote ${fileURLToPath(GENERATED_SEED_URL)}`);
}
