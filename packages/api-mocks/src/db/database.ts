import type { AccessSlice } from './access';
import type { CoreSlice } from './core';
import type { EventsSlice } from './events';
import type { LearningSlice } from './learning';
import type { ShopSlice } from './shop';

/** Plain JSON, one table per key, so a tab keeps the tables that changed in sessionStorage. */
export type Database = CoreSlice & AccessSlice & LearningSlice & EventsSlice & ShopSlice;

/** One table of the database: what the store loads, compares and saves as a whole. */
export type TableName = keyof Database;

/** Bump when the shape changes: tables stored by another version are replaced by the seed's. */
export const DATABASE_VERSION = 2;

/** Ids the seeds use stay below this; records the demo creates count up from it. */
export const FIRST_CREATED_ID = 100_000;
