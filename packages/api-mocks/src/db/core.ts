import type { OperationId } from '../operations.generated';
import type { Schemas } from './schemas';

/** Plus what only the server knows: the password and the identity recovery checks. */
export type UserRecord = Schemas['User'] & {
  password: string;
  /** CPF digits, or null for a foreigner. */
  document: string | null;
  /** ISO yyyy-mm-dd. */
  birthDate: string;
  badgeCode: number | null;
  mothersName: string | null;
};

/** What a fault does to the answer of the operations it targets. */
export type Fault =
  | { kind: 'status'; status: 403 | 404 | 500 }
  | { kind: 'network' }
  | { kind: 'empty-body' }
  | { kind: 'latency'; ms: number };

export type FaultRule = {
  /** The operation it targets, or '*' for every operation of the contract. */
  operationId: OperationId | '*';
  fault: Fault;
  /** How many more calls it hits; absent: until removed. */
  remaining?: number;
};

/** Switches of the demo controls (the maintenance, suggestion and daily-limit modes). */
export type DemoSettings = {
  faults: FaultRule[];
  /** When on, the daily decoin limit counts as exceeded for every user. */
  dailyDecoinLimitExceeded: boolean;
};

export type Session = { userId: number; createdAt: string };

export type CoreSlice = {
  /** Id for the next record the demo creates (seed ids stay below it). */
  nextId: number;
  /** Open sessions by the token kept in the DECOLA_SESSION cookie. */
  sessions: Record<string, Session>;
  configuration: Schemas['Configuration'];
  demo: DemoSettings;
  users: UserRecord[];
  /** The interests a user can pick (onboarding, profile) and the trainings are tagged with. */
  interests: Schemas['Interest'][];
  /** Each user's chosen interest ids (at most 5), by user id; absent: the user never chose. */
  userInterestIds: Record<string, number[]>;
  /** Each user's decoin statement, newest first, by user id; `user.dcoins` is its balance. */
  statement: Record<string, Schemas['StatementItem'][]>;
};
