/** The enumerations of spec 1 §3 and spec 2 §3. */

export const EVENT_TYPE = { EVENT: 1, TRAINING: 2 } as const;
export type EventType = (typeof EVENT_TYPE)[keyof typeof EVENT_TYPE];

export const MODALITY = { ONLINE: 1, FACE: 2 } as const;
export type Modality = (typeof MODALITY)[keyof typeof MODALITY];

export const CONTENT_KIND = { YOUTUBE: 1, SCORM: 2, PDF: 3, EXERCISE: 4, MP3: 5 } as const;
export type ContentKind = (typeof CONTENT_KIND)[keyof typeof CONTENT_KIND];

export const CONTENT_PROVIDER = { COURSE: 0, EVENT: 1 } as const;
export type ContentProvider = (typeof CONTENT_PROVIDER)[keyof typeof CONTENT_PROVIDER];

/** "a deleted enumeration value is 2". */
export const DELETED_STATUS = 2;

export const NOTIFICATION_TYPE = {
  DOUBT_RESPONSE: 'DOUBT_RESPONSE',
  INDICATION_RESPONSE: 'INDICATION_RESPONSE',
  NEW_TRAINING_RESPONSE: 'NEW_TRAINING_RESPONSE',
  NEW_NOTIFICATION_WITH_IMAGE: 'NEW_NOTIFICATION_WITH_IMAGE',
} as const;
export type NotificationType = (typeof NOTIFICATION_TYPE)[keyof typeof NOTIFICATION_TYPE];

/** Configuration defaults, also used when loading it fails. */
export const DEFAULT_CONFIGURATION = { isMaintenanceMode: false, isSuggestionMode: false } as const;
