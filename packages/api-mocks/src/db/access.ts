import type { Schemas } from './schemas';

/** What a recovery token authorises: the e-mail link's reset, or the reset after the identity check. */
export type RecoveryPurpose = 'email' | 'data';

export type RecoveryTokenRecord = {
  userId: number;
  purpose: RecoveryPurpose;
  createdAt: string;
  /** Set once the token changed a password: a token works once. */
  usedAt: string | null;
};

/** An e-mail the demo "sent": nobody can read a demo mailbox, so the demo keeps it here. */
export type OutboxMessage = {
  id: number;
  to: string;
  subject: string;
  text: string;
  /** The portal address the message links to (`/student/home/reset/email/<token>`). */
  link: string;
  token: string;
  sentAt: string;
};

export type SuggestionRecord = Schemas['Suggestion'] & {
  id: number;
  userId: number;
  createdAt: string;
};

/** A team of the company; its manager sees its members through 'Meus times'. */
export type TeamRecord = {
  id: number;
  name: string;
  managerId: number;
  memberIds: number[];
};

/** Learning figures the statistics screens show that the user record does not carry. */
export type UserActivity = {
  coursesInProgress: number;
  certificates: number;
  watchedSeconds: number;
};

export type AccessSlice = {
  /** Each user's notifications, newest first, by user id. */
  notifications: Record<string, Schemas['Notification'][]>;
  suggestions: SuggestionRecord[];
  recoveryTokens: Record<string, RecoveryTokenRecord>;
  /** Messages the demo sent, newest first (read through `GET /__demo/outbox`). */
  outbox: OutboxMessage[];
  teams: TeamRecord[];
  /** When each user accepted the daily decoin limit message, by user id (shown no more). */
  dailyDecoinLimitAcceptedAt: Record<string, string>;
  /** Accesses per calendar day ('yyyy-mm-dd'), by user id; a login counts one. */
  accessLog: Record<string, Record<string, number>>;
  activity: Record<string, UserActivity>;
  faq: Schemas['Information'][];
  landingFaq: Schemas['Information'][];
};
