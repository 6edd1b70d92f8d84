/**
 * What the device keeps of a form being filled in — a note, a doubt, a rating, a questionnaire
 * page's answer — until it is sent: whose it is, how long it lasts, and when there is nothing to
 * keep. Pure: the app keeps the drafts (IndexedDB) and restores them.
 */

/** One form's draft on the device, under its account's opaque key (`accountKey`). */
export interface DraftRecord<Value = unknown> {
  /** `account/place`: one draft per form of one account. */
  key: string;
  account: string;
  /** Which form it is (`note/course:1/content:2`, `answer/questionnaire:7/page:2`…). */
  place: string;
  value: Value;
  savedAt: number;
}

export const draftKey = (account: string, place: string): string => `${account}/${place}`;

/** Seven days, as the outbox: a draft not touched since is dropped from the device. */
export const DRAFT_RETENTION_MS = 7 * 24 * 60 * 60_000;

export const isExpiredDraft = (draft: Pick<DraftRecord, 'savedAt'>, now: number): boolean =>
  now - draft.savedAt > DRAFT_RETENTION_MS;

/**
 * Nothing chosen and nothing typed but blanks: no draft to keep (the form is as it opens). A draft
 * is a flat record of texts, numbers (0: no stars) and choices (null: none).
 */
export function isEmptyDraft(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value !== 'object') return false;
  return Object.values(value).every(
    (field) =>
      field === null ||
      field === undefined ||
      field === 0 ||
      (typeof field === 'string' && field.trim() === ''),
  );
}

/** The drafts of one account a device holds, the expired ones left out. */
export const accountDrafts = <Value>(
  records: readonly DraftRecord<Value>[],
  account: string,
  now: number,
): DraftRecord<Value>[] =>
  records.filter((record) => record.account === account && !isExpiredDraft(record, now));
