import { FIRST_CREATED_ID, type Database } from '../db/database';
import { seedAccess } from './access';
import { seedEvents } from './events';
import { seedInterests, seedUserInterestIds } from './interests';
import { seedLearning } from './learning';
import { seedShop } from './shop';
import type { SeedToday } from './today';
import { seedUsers } from './users';

/** Dates go through `today`, so "new" or "finished" mean the same whatever day the demo runs. */
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
