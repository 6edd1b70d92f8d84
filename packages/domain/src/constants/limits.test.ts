import { describe, expect, it } from 'vitest';
import {
  CONTENT_KIND,
  CONTENT_PROVIDER,
  DEFAULT_CONFIGURATION,
  DELETED_STATUS,
  EVENT_TYPE,
  MODALITY,
  NOTIFICATION_TYPE,
} from './enums';
import { LIMITS, PAGE_SIZES, PROGRESS } from './limits';

describe('PAGE_SIZES', () => {
  it('holds every page size of spec 1 §9 and spec 2 §9', () => {
    expect(PAGE_SIZES).toEqual({
      catalogueWide: 25,
      catalogue: 24,
      courseTrack: 15,
      comments: 15,
      favoriteTrainings: 30,
      trackList: 20,
      userInterests: 20,
      instructorCourses: 20,
      users: 30,
      statement: 20,
      products: 20,
      coursesInProgress: 5,
      pills: 11,
      trackTrainings: 5,
      globalSearch: 20,
      headerSearch: 20,
    });
  });
});

describe('PROGRESS', () => {
  it('marks REACH_MIN 99 and FINISHED 100', () => {
    expect(PROGRESS).toEqual({ NOT_STARTED: 0, REACH_MIN: 99, FINISHED: 100 });
  });
});

describe('LIMITS', () => {
  it('holds the limits of spec 1 §5 and §9', () => {
    expect(LIMITS).toMatchObject({
      onboardingSteps: 8,
      maxInterests: 5,
      socialNameMaxLength: 80,
      biographyMaxLength: 500,
      passwordMinLength: 8,
      strongPasswordEntropy: 75,
      identifierMaxLength: 254,
      birthDateMin: '1900-01-01',
      cpfDigits: 11,
      zipDigits: 8,
      zipMaskedLength: 9,
      zipMaxLengthForeign: 14,
      addressNumberMin: 0,
      suggestionTitleMaxLength: 100,
      suggestionDescriptionMaxLength: 500,
      backToTopScrollPx: 200,
      debounceMs: { search: 500, passwordStrength: 200 },
      delayMs: { loginFocus: 250 },
      transitionMs: { dashboardCarousel: 800, landingCarousel: 1000 },
      breakpoints: {
        schoolSelectMax: 500,
        schoolSelectFullWidthMax: 800,
        mobileMenuMax: 755,
        paginationNarrowBelow: 400,
        listPicker: 1000,
        narrowCountMax: 700,
        catalogueWideBody: 1400,
      },
    });
  });

  it('holds the limits of spec 2 §5 and §9', () => {
    expect(LIMITS).toMatchObject({
      imageMaxBytes: 3 * 1024 * 1024,
      imageExtensions: ['png', 'jpg', 'jpeg', 'webp'],
      cropAspectRatio: 1,
      ratingMinStars: 1,
      ratingMaxStars: 5,
      ratingMessageRequiredBelow: 4,
      playbackRateMax: 2,
      progressSaveIntervalMs: 15_000,
      accessStatistics: { period: 'day', intervalDays: 14 },
      chunkLoadTimeoutMs: 120_000,
      circleProgressMaxPercent: 100,
      defaultPage: 1,
      pagination: { narrowEntries: 5, maxEntries: 7 },
    });
  });
});

describe('enumerations', () => {
  it('match spec 1 §3 and spec 2 §3', () => {
    expect(EVENT_TYPE).toEqual({ EVENT: 1, TRAINING: 2 });
    expect(MODALITY).toEqual({ ONLINE: 1, FACE: 2 });
    expect(CONTENT_KIND).toEqual({ YOUTUBE: 1, SCORM: 2, PDF: 3, EXERCISE: 4, MP3: 5 });
    expect(CONTENT_PROVIDER).toEqual({ COURSE: 0, EVENT: 1 });
    expect(DELETED_STATUS).toBe(2);
    expect(Object.values(NOTIFICATION_TYPE)).toEqual([
      'DOUBT_RESPONSE',
      'INDICATION_RESPONSE',
      'NEW_TRAINING_RESPONSE',
      'NEW_NOTIFICATION_WITH_IMAGE',
    ]);
    expect(DEFAULT_CONFIGURATION).toEqual({ isMaintenanceMode: false, isSuggestionMode: false });
  });
});
