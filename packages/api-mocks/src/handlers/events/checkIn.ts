import type { AttendanceRecord, CheckInToken } from '../../db/events';
import { database, nextId, now } from '../../db/store';
import { fail } from '../../respond';

/** Not in the spec: what a QR check-in answers when its link is not one the demo handed out. */
export const QR_CODE_ERRORS = {
  unknown: {
    code: 'INVALID_QR_CODE',
    message: 'QR code inválido. Leia novamente o QR code exibido pelo organizador.',
  },
  otherDay: {
    code: 'INVALID_QR_CODE',
    message: 'Este QR code não vale para esta data. Leia o QR code exibido hoje.',
  },
  notConfirmed: {
    code: 'CHECK_IN_NOT_CONFIRMED',
    message: 'Confirme sua presença para registrar o check-in.',
  },
} as const;

export const refuseQrCode = (reason: keyof typeof QR_CODE_ERRORS) =>
  fail(400, QR_CODE_ERRORS[reason].code, QR_CODE_ERRORS[reason].message);

/** The token of a QR link, when it is one the demo handed out for that kind of check-in. */
export function findCheckInToken(
  token: string | null,
  kind: 'class' | 'graduation',
): CheckInToken | undefined {
  return database().checkInTokens.find(
    (entry) =>
      entry.token === token &&
      (kind === 'class' ? entry.classId !== null : entry.graduationId !== null),
  );
}

/** Records the user's presence on the QR code's day, once (a second scan changes nothing). */
export function recordAttendance(records: AttendanceRecord[], userId: number, date: string): void {
  if (records.some((record) => record.userID === userId && record.date === date)) return;
  records.push({ id: nextId(), userID: userId, date, checkedInAt: now().toISOString() });
}
