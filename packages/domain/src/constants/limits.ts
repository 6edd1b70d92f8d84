// Every number of spec 1 §9 and spec 2 §9 (and a few named elsewhere): ui and app never repeat one.

export const PAGE_SIZES = {
  /** Catalogue when the body is at least `LIMITS.breakpoints.catalogueWideBody` wide. */
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
} as const;

export const PROGRESS = {
  NOT_STARTED: 0,
  REACH_MIN: 99,
  FINISHED: 100,
} as const;

export const LIMITS = {
  onboardingSteps: 8,
  maxInterests: 5,
  /** Not in the spec ("onboarding text bounds: not shown"): the social name and biography fields. */
  socialNameMaxLength: 80,
  biographyMaxLength: 500,
  passwordMinLength: 8,
  /** Entropy separating 'senha boa' from 'senha forte'. */
  strongPasswordEntropy: 75,
  /** Login and reset identifier inputs. */
  identifierMaxLength: 254,
  /** Not in the spec: what a field takes, the contract's `maxLength` of what it sends. */
  emailMaxLength: 254,
  nameMaxLength: 150,
  passwordMaxLength: 128,
  addressLineMaxLength: 120,
  federalUnitLength: 2,
  /** The identity form's document: a CPF, or a foreign document's letters and digits. */
  documentMaxLength: 20,
  searchMaxLength: 100,
  annotationMaxLength: 2000,
  doubtTitleMaxLength: 100,
  doubtDescriptionMaxLength: 1000,
  ratingMessageMaxLength: 500,
  descriptiveAnswerMaxLength: 5000,
  birthDateMin: '1900-01-01',
  cpfDigits: 11,
  /** ###.###.###-## */
  cpfMaskedLength: 14,
  zipDigits: 8,
  /** The zip with its dash; the lookup starts at this length. */
  zipMaskedLength: 9,
  /** The circle variant's zip field, long enough for a foreign postal code. */
  zipMaxLengthForeign: 14,
  addressNumberMin: 0,
  /** Not in the spec: numbers are bounded — six digits, and a badge code fits 32 bits. */
  addressNumberMax: 999_999,
  badgeCodeMax: 2_147_483_647,
  suggestionTitleMaxLength: 100,
  suggestionDescriptionMaxLength: 500,
  /** 3 MB. */
  imageMaxBytes: 3_145_728,
  imageExtensions: ['png', 'jpg', 'jpeg', 'webp'],
  cropAspectRatio: 1,
  ratingMinStars: 1,
  ratingMaxStars: 5,
  /** Below this many stars a rating needs a message. */
  ratingMessageRequiredBelow: 4,
  playbackRateMax: 2,
  progressSaveIntervalMs: 15_000,
  /** Access statistics: daily period over 14 days. */
  accessStatistics: { period: 'day', intervalDays: 14 },
  chunkLoadTimeoutMs: 120_000,
  backToTopScrollPx: 200,
  circleProgressMaxPercent: 100,
  defaultPage: 1,
  pagination: { narrowEntries: 5, maxEntries: 7 },
  debounceMs: { search: 500, passwordStrength: 200 },
  delayMs: { loginFocus: 250 },
  transitionMs: { dashboardCarousel: 800, landingCarousel: 1000 },
  breakpoints: {
    /** School chips become a select box up to this width. */
    schoolSelectMax: 500,
    /** The school select box is 25 % wide, and 100 % up to this width. */
    schoolSelectFullWidthMax: 800,
    /** Mobile menu up to this width; the dashboard chart and shop links appear above it. */
    mobileMenuMax: 755,
    paginationNarrowBelow: 400,
    /** The list picker changes layout at this width. */
    listPicker: 1000,
    /** Counts shorten up to this width. */
    narrowCountMax: 700,
    /** Catalogue page size 25 from this body width. */
    catalogueWideBody: 1400,
  },
} as const;
