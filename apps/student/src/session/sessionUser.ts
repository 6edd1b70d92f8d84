import type { components } from '@decola/api-client';

export type SessionUser = components['schemas']['User'];
