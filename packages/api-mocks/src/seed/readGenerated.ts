import { readFileSync } from 'node:fs';
import { setSeed } from '../db/store';
import { GENERATED_SEED_URL } from './generated';

/** In Node (tests, `pnpm mock-api`): the demo backend answers from the generated seed file. */
export function loadGeneratedSeed(): void {
  setSeed(readFileSync(GENERATED_SEED_URL, 'utf8'));
}
