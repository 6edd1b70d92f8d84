import type { Schemas } from './db/schemas';
import { database, nextId, now } from './db/store';

type StatementItem = Schemas['StatementItem'];
type Origin = StatementItem['typeCode'];

function record(userId: number, item: Omit<StatementItem, 'id' | 'createdAt'>): StatementItem {
  const db = database();
  const entry: StatementItem = { id: nextId(), createdAt: now().toISOString(), ...item };
  (db.statement[userId] ??= []).unshift(entry);
  return entry;
}

function userOf(userId: number) {
  const user = database().users.find((candidate) => candidate.id === userId);
  if (!user) throw new Error(`No user ${userId}.`);
  return user;
}

/** Adds decoins to a user's wallet and writes the statement line that explains them. */
export function creditDecoins(
  userId: number,
  value: number,
  typeCode: Origin,
  description: string,
  expiresAt: string | null = null,
): StatementItem {
  const user = userOf(userId);
  user.dcoins = (user.dcoins ?? 0) + value;
  return record(userId, { description, type: 'CREDIT', typeCode, value, expiresAt });
}

/** Takes decoins from a user's wallet (callers check the balance first) and writes the line. */
export function debitDecoins(
  userId: number,
  value: number,
  typeCode: Origin,
  description: string,
): StatementItem {
  const user = userOf(userId);
  user.dcoins = (user.dcoins ?? 0) - value;
  return record(userId, { description, type: 'DEBIT', typeCode, value, expiresAt: null });
}
