import { describe, expect, it } from 'vitest';
import { eventCardTarget, eventTypeLabel, formatEventSchedule } from './eventCard';

describe('eventTypeLabel', () => {
  it("labels type 1 'Evento' and type 2 'Treinamento'", () => {
    expect(eventTypeLabel(1)).toBe('Evento');
    expect(eventTypeLabel(2)).toBe('Treinamento');
  });
});

describe('formatEventSchedule', () => {
  it("takes an event's date and times from its first class, with 'até' between times", () => {
    expect(
      formatEventSchedule({
        id: 1,
        type: 1,
        classes: [
          {
            scheduleStartDateTime: '2024-07-02T14:00:00',
            scheduleEndDateTime: '2024-07-02T17:30:00',
          },
          {
            scheduleStartDateTime: '2024-07-01T09:00:00',
            scheduleEndDateTime: '2024-07-01T12:00:00',
          },
        ],
      }),
    ).toEqual({ date: '01/07/2024', time: '09:00 até 12:00' });
  });

  it('shows both days when the first class runs across days', () => {
    expect(
      formatEventSchedule({
        id: 1,
        type: 1,
        classes: [
          {
            scheduleStartDateTime: '2024-07-01T20:00:00',
            scheduleEndDateTime: '2024-07-02T02:00:00',
          },
        ],
      }),
    ).toEqual({ date: '01/07/2024 até 02/07/2024', time: '20:00 até 02:00' });
  });

  it('shows what it knows of a class without an end, and nothing without classes', () => {
    expect(
      formatEventSchedule({
        id: 1,
        type: 1,
        classes: [{ scheduleStartDateTime: '2024-07-01T20:00:00' }, {}],
      }),
    ).toEqual({ date: '01/07/2024', time: '20:00' });
    expect(formatEventSchedule({ id: 1, type: 1 })).toEqual({ date: '', time: '' });
    expect(formatEventSchedule({ id: 1, type: 1, classes: null })).toEqual({ date: '', time: '' });
  });

  it("takes a training's days from its menus, first to last, with the first menu's hours", () => {
    expect(
      formatEventSchedule({
        id: 2,
        type: 2,
        menus: [
          { startDate: '2024-08-12', startHour: '19:00:00', endHour: '21:00:00' },
          { startDate: '2024-08-05', startHour: '18:30', endHour: '20:30' },
          { startDate: null, startHour: '08:00', endHour: '09:00' },
        ],
      }),
    ).toEqual({ date: '05/08/2024 até 12/08/2024', time: '18:30 até 20:30' });
  });

  it('shows one day for a one-menu training, and nothing without menus', () => {
    expect(
      formatEventSchedule({
        id: 2,
        type: 2,
        menus: [{ startDate: '2024-08-05', startHour: '18:30', endHour: null }],
      }),
    ).toEqual({ date: '05/08/2024', time: '18:30' });
    expect(formatEventSchedule({ id: 2, type: 2 })).toEqual({ date: '', time: '' });
  });
});

describe('eventCardTarget', () => {
  it('opens an event with its class', () => {
    expect(eventCardTarget({ id: 4, type: 1, classID: 9, classes: [{ id: 3 }] })).toEqual({
      name: 'event',
      params: { event_id: '4', class_id: '9' },
    });
    expect(eventCardTarget({ id: 4, type: 1, classes: [{ id: 3 }] })).toEqual({
      name: 'event',
      params: { event_id: '4', class_id: '3' },
    });
    expect(eventCardTarget({ id: 4, type: 1, classes: [] }).params).toEqual({
      event_id: '4',
      class_id: '',
    });
    expect(eventCardTarget({ id: 4, type: 1 }).params).toEqual({ event_id: '4', class_id: '' });
  });

  it('opens a training as a training course', () => {
    expect(eventCardTarget({ id: 12, type: 2 })).toEqual({
      name: 'training-course',
      params: { trainingCourseID: '12' },
    });
  });
});
