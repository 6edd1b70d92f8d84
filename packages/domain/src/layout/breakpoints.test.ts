import { describe, expect, it } from 'vitest';
import {
  cataloguePageSize,
  isBackToTopVisible,
  isListPickerWide,
  isMobileMenu,
  isSchoolSelectMode,
  showsWideScreenLinks,
} from './breakpoints';

describe('cataloguePageSize', () => {
  it('is 25 from a body width of 1400 and 24 below', () => {
    expect(cataloguePageSize(1399)).toBe(24);
    expect(cataloguePageSize(1400)).toBe(25);
    expect(cataloguePageSize(2560)).toBe(25);
  });
});

describe('layout breakpoints', () => {
  it('switch the school chips to a select box up to 500 px', () => {
    expect(isSchoolSelectMode(500)).toBe(true);
    expect(isSchoolSelectMode(501)).toBe(false);
  });

  it('use the mobile menu up to 755 px and show the chart and shop links above', () => {
    expect(isMobileMenu(755)).toBe(true);
    expect(showsWideScreenLinks(755)).toBe(false);
    expect(isMobileMenu(756)).toBe(false);
    expect(showsWideScreenLinks(756)).toBe(true);
  });

  it('widen the list picker from 1000 px', () => {
    expect(isListPickerWide(999)).toBe(false);
    expect(isListPickerWide(1000)).toBe(true);
  });

  it('show back-to-top after 200 px of scroll', () => {
    expect(isBackToTopVisible(200)).toBe(false);
    expect(isBackToTopVisible(201)).toBe(true);
  });
});
