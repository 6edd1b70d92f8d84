import { LIMITS, PAGE_SIZES } from '../constants/limits';

const { breakpoints } = LIMITS;

/** Catalogue limit 25 when the body is at least 1400 px wide, else 24. */
export const cataloguePageSize = (bodyWidth: number): number =>
  bodyWidth >= breakpoints.catalogueWideBody ? PAGE_SIZES.catalogueWide : PAGE_SIZES.catalogue;

/** The school filter becomes a select box on screens up to 500 px. */
export const isSchoolSelectMode = (width: number): boolean => width <= breakpoints.schoolSelectMax;

/** The mobile menu up to 755 px. */
export const isMobileMenu = (width: number): boolean => width <= breakpoints.mobileMenuMax;

/** The dashboard chart and shop links appear above 755 px. */
export const showsWideScreenLinks = (width: number): boolean => width > breakpoints.mobileMenuMax;

/** The list picker's wide layout from 1000 px. */
export const isListPickerWide = (width: number): boolean => width >= breakpoints.listPicker;

/** The back-to-top button appears after 200 px of scroll. */
export const isBackToTopVisible = (scrollY: number): boolean => scrollY > LIMITS.backToTopScrollPx;
