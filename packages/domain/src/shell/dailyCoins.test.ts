import { describe, expect, it } from 'vitest';
import { shouldShowDailyCoinsModal } from './dailyCoins';

describe('shouldShowDailyCoinsModal', () => {
  it('shows the modal when the daily limit is exceeded and the message not yet accepted', () => {
    expect(
      shouldShowDailyCoinsModal({
        isDecoinLimitExceed: true,
        acceptDailyDecoinLimitMessage: false,
      }),
    ).toBe(true);
    expect(shouldShowDailyCoinsModal({ isDecoinLimitExceed: true })).toBe(true);
  });

  it('never shows it once accepted, or under the limit', () => {
    expect(
      shouldShowDailyCoinsModal({ isDecoinLimitExceed: true, acceptDailyDecoinLimitMessage: true }),
    ).toBe(false);
    expect(
      shouldShowDailyCoinsModal({
        isDecoinLimitExceed: false,
        acceptDailyDecoinLimitMessage: false,
      }),
    ).toBe(false);
    expect(shouldShowDailyCoinsModal(null)).toBe(false);
  });
});
