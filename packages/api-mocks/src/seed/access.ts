import type { SeedToday } from './today';
import type { AccessSlice } from '../db/access';
import { seedAccessLog, seedActivity } from './access/activity';
import { seedFaq, seedLandingFaq } from './access/faq';
import { seedNotifications } from './access/notifications';
import { seedTeams } from './access/teams';
import { seedUsers } from './users';

/** Dates are relative to `today`; no sent e-mail, token or suggestion exists yet. */
export function seedAccess(today: SeedToday): AccessSlice {
  // The same deterministic users the core seeds; read here only for names and counts.
  const users = seedUsers();
  const nameOf = (userId: number) => users.find((user) => user.id === userId)?.name ?? 'Um colega';
  return {
    notifications: seedNotifications(today, nameOf),
    suggestions: [],
    recoveryTokens: {},
    outbox: [],
    teams: seedTeams(),
    dailyDecoinLimitAcceptedAt: {},
    accessLog: seedAccessLog(today),
    activity: seedActivity(users),
    faq: seedFaq(),
    landingFaq: seedLandingFaq(),
  };
}
