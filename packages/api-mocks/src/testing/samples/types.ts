import type { Database } from '../../db/database';
import type { OperationId } from '../../operations.generated';
import type { DEMO_USER_IDS } from '../../seed/users';
import type { Caller, Query } from '../caller';

export type SampleRequest = {
  /** Values of the path's `{parameters}`. */
  params?: Record<string, string | number>;
  query?: Query;
  body?: unknown;
  /** Sent as `Authorization: Bearer <token>` (reset-password and QR check-in calls). */
  bearer?: string;
  /** The success status the contract documents, when it is not 200. */
  status?: number;
};

/** `prepare` makes what the call needs (a note to delete, a token) and returns what hangs on it. */
export type Sample = SampleRequest & {
  /** The demo account that signs in first (default `aluno`); `nobody` calls without a session. */
  as?: keyof typeof DEMO_USER_IDS | 'nobody';
  prepare?: (context: { caller: Caller; db: Database }) => Promise<SampleRequest>;
};

export type Samples = Partial<Record<OperationId, Sample>>;
