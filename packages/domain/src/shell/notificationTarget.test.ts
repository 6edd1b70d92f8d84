import { describe, expect, it } from 'vitest';
import { hasUnreadNotifications, notificationTarget } from './notificationTarget';

describe('notificationTarget', () => {
  it('opens the content of a doubt answer', () => {
    expect(
      notificationTarget({ type: 'DOUBT_RESPONSE', metadata: { idCourse: 3, idContent: 14 } }),
    ).toEqual({
      kind: 'route',
      target: { name: 'course_content', params: { course_id: '3', content_id: '14' } },
    });
  });

  it('opens the course with notification=true for recommendations and new trainings', () => {
    for (const type of ['INDICATION_RESPONSE', 'NEW_TRAINING_RESPONSE']) {
      expect(notificationTarget({ type, metadata: { idCourse: '7', idContent: null } })).toEqual({
        kind: 'route',
        target: { name: 'course', params: { course_id: '7' }, query: { notification: 'true' } },
      });
    }
  });

  it('opens the detail modal of an image notification', () => {
    expect(notificationTarget({ type: 'NEW_NOTIFICATION_WITH_IMAGE' })).toEqual({
      kind: 'imageDetail',
    });
  });

  it('opens nothing without the ids a route needs, or for an unknown type', () => {
    expect(notificationTarget({ type: 'DOUBT_RESPONSE', metadata: { idCourse: 3 } })).toEqual({
      kind: 'none',
    });
    expect(notificationTarget({ type: 'DOUBT_RESPONSE', metadata: { idContent: 3 } })).toEqual({
      kind: 'none',
    });
    expect(notificationTarget({ type: 'INDICATION_RESPONSE', metadata: { idCourse: '' } })).toEqual(
      { kind: 'none' },
    );
    expect(notificationTarget({ type: 'NEW_TRAINING_RESPONSE', metadata: null })).toEqual({
      kind: 'none',
    });
    expect(notificationTarget({ type: 'SYSTEM', metadata: { idCourse: 1 } })).toEqual({
      kind: 'none',
    });
  });
});

describe('hasUnreadNotifications', () => {
  it('is on when any notification is unread', () => {
    expect(hasUnreadNotifications([{ isRead: true }, { isRead: false }])).toBe(true);
    expect(hasUnreadNotifications([{ isRead: true }, {}])).toBe(true);
    expect(hasUnreadNotifications([{ isRead: true }])).toBe(false);
    expect(hasUnreadNotifications([])).toBe(false);
  });
});
