/** The accesses of one day, as the contract's `AccessPoint` carries them. */
export type AccessPoint = { date: string; accesses: number };

export const totalAccesses = (points: readonly AccessPoint[]): number =>
  points.reduce((total, point) => total + point.accesses, 0);
