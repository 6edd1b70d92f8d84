import { FIRST_CREATED_ID, type Database } from '../db/database';
import { seedAccess } from './access';
import { seedEvents } from './events';
import { seedInterests, seedUserInterestIds } from './interests';
import { seedLearning } from './learning';
import { seedShop } from './shop';
import type { SeedToday } from './today';
import { seedUsers } from './users';

/**
 * A fresh database. Dates are written through `today` so that "new", "in progress", "finished" and
 * "open for enrolment" keep meaning the same thing whatever day the demo runs; the build writes it
 * once with symbolic dates (scripts/generate-seed.ts), the store resolves them when it reads.
 */
export function seedDatabase(today: SeedToday): Database {
  return {
    nextId: FIRST_CREATED_ID,
    sessions: {},
    configuration: {
      authorName: 'Equipe Decola',
      modifiedAt: today.moment(-3 * 86_400_000),
      isMaintenanceMode: false,
      isSuggestionMode: false,
    },
    demo: { faults: [], dailyDecoinLimitExceeded: false },
    users: seedUsers(),
    interests: seedInterests(),
    userInterestIds: seedUserInterestIds(),
    // The shop area's seed fills the statement so that each balance matches its lines.
    statement: {},
    ...seedAccess(today),
    ...seedLearning(today),
    ...seedEvents(today),
    ...seedShop(today),
  };
}
