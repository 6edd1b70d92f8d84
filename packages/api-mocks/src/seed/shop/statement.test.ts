import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../db/schemas';
import { seedShop } from '../shop';
import { todayAt } from '../today';
import { DEMO_USER_IDS, seedUsers } from '../users';

const today = todayAt(new Date(2026, 4, 14, 9, 30));
const { statement, orders } = seedShop(today);
const users = seedUsers();

const signed = (item: Schemas['StatementItem']) =>
  item.type === 'CREDIT' ? item.value : -item.value;

describe('the seeded statement', () => {
  it('adds up to every seeded balance', () => {
    for (const user of users) {
      const lines = statement![user.id] ?? [];
      const sum = lines.reduce((total, item) => total + signed(item), 0);
      expect(sum, `${user.name} (${user.id})`).toBe(user.dcoins ?? 0);
    }
  });

  it('covers every user with decoins, and nobody without', () => {
    const withDecoins = users
      .filter((user) => (user.dcoins ?? 0) > 0)
      .map((user) => String(user.id));
    expect(Object.keys(statement!).sort()).toEqual(withDecoins.sort());
    expect(statement![DEMO_USER_IDS.semempresa]).toBeUndefined();
  });

  it('never lets a balance go below zero along the way, and lists the newest first', () => {
    for (const [userId, lines] of Object.entries(statement!)) {
      const dates = lines.map((item) => item.createdAt);
      expect(dates, userId).toEqual([...dates].sort().reverse());
      let balance = 0;
      for (const item of [...lines].reverse()) {
        balance += signed(item);
        expect(balance, `${userId} at ${item.createdAt}`).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('debits every seeded order once, with its value', () => {
    for (const order of orders) {
      const purchases = statement![order.userId]!.filter(
        (item) => item.typeCode === 'PURCHASE' && item.createdAt === order.createAt,
      );
      expect(
        purchases.map((item) => item.value),
        `order ${order.id}`,
      ).toEqual([order.grossValue]);
    }
  });

  it('gives the aluno three pages with every origin, a removal and an expiration (spec 1 §6)', () => {
    const lines = statement![DEMO_USER_IDS.aluno]!;
    expect(lines.length).toBeGreaterThan(40);
    expect(new Set(lines.map((item) => item.typeCode))).toEqual(
      new Set([
        'CONTENT_FINISHED',
        'COURSE_FINISHED',
        'TRAINING_FINISHED',
        'PURCHASE',
        'ADMIN_REMOVAL',
        'EXPIRATION',
      ]),
    );
    expect(lines.filter((item) => item.typeCode === 'ADMIN_REMOVAL')).toHaveLength(1);
    expect(lines.filter((item) => item.typeCode === 'EXPIRATION')).toHaveLength(1);
    const credits = lines.filter((item) => item.type === 'CREDIT');
    expect(credits.some((item) => item.expiresAt !== null)).toBe(true);
    expect(credits.some((item) => item.expiresAt === null)).toBe(true);
    expect(new Set(lines.map((item) => item.id)).size).toBe(lines.length);
  });

  it('is the same for the same day', () => {
    expect(seedShop(today).statement).toEqual(statement);
  });
});
