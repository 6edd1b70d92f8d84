const holds = new Set<() => void>();

/**
 * What holds the device's data for an account when its session ends, registered by the module
 * that opens that data (deviceSession, loaded with the first private route): the session's end is
 * part of the landing's start-up, the outbox and the drafts are not.
 */
export function whenDeviceDataHolds(hold: () => void): void {
  holds.add(hold);
}

/** The session is gone: writes and drafts wait, for this account only, until it signs in again. */
export function holdDeviceData(): void {
  for (const hold of holds) hold();
}
