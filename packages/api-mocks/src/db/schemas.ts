import type { components } from '@decola/api-client';

/** The contract's schemas by name: records of the demo database have exactly these shapes. */
export type Schemas = components['schemas'];
