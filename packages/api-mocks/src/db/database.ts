import { seedAccess } from '../seed/access';
import { seedEvents } from '../seed/events';
import { seedInterests, seedUserInterestIds } from '../seed/interests';
import { seedLearning } from '../seed/learning';
import { seedShop } from '../seed/shop';
import { seedUsers } from '../seed/users';
import type { AccessSlice } from './access';
import type { CoreSlice } from './core';
import type { EventsSlice } from './events';
import type { LearningSlice } from './learning';
import type { ShopSlice } from './shop';

/**
 * The whole state of the demo backend: plain JSON, so the browser can keep it in sessionStorage
 * across reloads. Each area owns its slice (db/<area>.ts) and its seed (seed/<area>.ts).
 */
export type Database = CoreSlice & AccessSlice & LearningSlice & EventsSlice & ShopSlice;

/** Bump when the shape changes: a stored database of another version is replaced by a fresh seed. */
export const DATABASE_VERSION = 1;

/** Ids the seeds use stay below this; records the demo creates count up from it. */
export const FIRST_CREATED_ID = 100_000;

/**
 * A fresh database. Dates are computed from `today` so that "new", "in progress", "finished" and
 * "open for enrolment" keep meaning the same thing whatever day the demo runs.
 */
export function seedDatabase(today: Date): Database {
  return {
    nextId: FIRST_CREATED_ID,
    sessions: {},
    configuration: {
      authorName: 'Equipe Decola',
      modifiedAt: new Date(today.getTime() - 3 * 86_400_000).toISOString(),
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
