import { describe, expect, it } from 'vitest';
import {
  attendedEntries,
  attendedEntry,
  currentAgendaEntry,
  isTrainingOver,
  sortAgenda,
  TRAINING_ENROLLMENT_MESSAGES,
  trainingRefusalMessage,
} from './trainingAgenda';

const entries = [
  { id: 3, startDate: '2026-11-26', startHour: '08:00' },
  { id: 1, startDate: '2026-11-12', startHour: '08:00' },
  { id: 4, startDate: '2026-12-03', startHour: '08:00' },
  { id: 2, startDate: '2026-11-19', startHour: '08:00' },
];

describe('training agenda', () => {
  it('orders the entries by day and hour', () => {
    expect(sortAgenda(entries).map((entry) => entry.id)).toEqual([1, 2, 3, 4]);
    // An entry without an hour comes first on its day.
    const withoutHour = { id: 5, startDate: '2026-11-19', startHour: null };
    expect(sortAgenda([...entries, withoutHour]).map((entry) => entry.id)).toEqual([1, 5, 2, 3, 4]);
  });

  it("marks today's entry, else the next, else the last", () => {
    expect(currentAgendaEntry(entries, '2026-11-26')?.id).toBe(3);
    expect(currentAgendaEntry(entries, '2026-11-20')?.id).toBe(3);
    expect(currentAgendaEntry(entries, '2026-11-01')?.id).toBe(1);
    expect(currentAgendaEntry(entries, '2026-12-10')?.id).toBe(4);
    expect(currentAgendaEntry([], '2026-12-10')).toBeNull();
    // Without a readable today every entry is still to come: the first is marked.
    expect(currentAgendaEntry(entries, 'hoje')?.id).toBe(1);
  });

  it('is over once the day of the last entry has passed', () => {
    expect(isTrainingOver(entries, '2026-12-03')).toBe(false);
    expect(isTrainingOver(entries, '2026-12-04')).toBe(true);
    expect(isTrainingOver([], '2026-12-04')).toBe(false);
  });

  it('counts an entry attended when a record exists on its day', () => {
    const records = [{ date: '2026-11-12' }, { date: '2026-11-19T07:50:00-03:00' }];
    expect(attendedEntry(records, entries[1]!)).toBe(true);
    expect(attendedEntry(records, entries[0]!)).toBe(false);
    expect(attendedEntries(records, entries)).toBe(2);
    expect(attendedEntries(null, entries)).toBe(0);
  });
});

describe('trainingRefusalMessage', () => {
  it('speaks of the training, never of a turma', () => {
    expect(trainingRefusalMessage('EVENT_CLASS_FINISHED')).toBe(
      'Este treinamento já foi finalizado.',
    );
    expect(trainingRefusalMessage('ALREADY_ENROLLED')).toBe(
      'Você já está inscrito neste treinamento.',
    );
    expect(trainingRefusalMessage('MAX_CAPACITY_REACHED')).toBe(
      'Não há mais vagas neste treinamento.',
    );
    for (const message of Object.values(TRAINING_ENROLLMENT_MESSAGES))
      expect(message).not.toMatch(/turma/i);
  });

  it('leaves any other failure to its own message', () => {
    expect(trainingRefusalMessage('UNEXPECTED_ERROR')).toBeNull();
    expect(trainingRefusalMessage(undefined)).toBeNull();
  });
});
