import { describe, expect, it } from 'vitest';
import { keepsScrollPosition } from './scrollPosition';

describe('keepsScrollPosition (a new page starts at the top)', () => {
  it('opens another screen at its top', () => {
    expect(
      keepsScrollPosition(
        { pathname: '/details-courses-instructors/3', routeName: 'details_courses_instructors' },
        { pathname: '/course/68', routeName: 'course' },
      ),
    ).toBe(false);
    expect(
      keepsScrollPosition(
        { pathname: '/course/39', routeName: 'course' },
        { pathname: '/course/39/content/3903', routeName: 'course_content' },
      ),
    ).toBe(false);
  });

  it('opens another course, content or product of the same route at its top', () => {
    expect(
      keepsScrollPosition(
        { pathname: '/course/39', routeName: 'course' },
        { pathname: '/course/68', routeName: 'course' },
      ),
    ).toBe(false);
    expect(
      keepsScrollPosition(
        { pathname: '/product/1', routeName: 'product_detail' },
        { pathname: '/product/2', routeName: 'product_detail' },
      ),
    ).toBe(false);
  });

  it('keeps the scroll when only the query changes (a filter, a sort, a page in the query)', () => {
    expect(keepsScrollPosition({ pathname: '/favorites' }, { pathname: '/favorites' })).toBe(true);
  });

  it('keeps it between the views of one screen: tabs, steps, the shop pages, the landing dialogs', () => {
    const pairs = [
      ['profile', '/profile/statistics', 'profile', '/profile/courses'],
      ['dashboard', '/dashboard', 'onboarding', '/dashboard/onboarding/1'],
      ['onboarding', '/dashboard/onboarding/1', 'onboarding', '/dashboard/onboarding/2'],
      ['shop', '/shop/page/1', 'shop', '/shop/page/2'],
      ['home', '/home', 'home', '/home/reset'],
    ] as const;
    for (const [fromRoute, from, toRoute, to] of pairs) {
      expect(
        keepsScrollPosition(
          { pathname: from, routeName: fromRoute },
          { pathname: to, routeName: toRoute },
        ),
      ).toBe(true);
    }
  });

  it('treats an unknown route (a chunk not loaded yet) as another screen', () => {
    expect(keepsScrollPosition({ pathname: '/profile' }, { pathname: '/profile/courses' })).toBe(
      false,
    );
  });
});
