/** The decoinsMaxDaily answer. */
export interface DailyCoinsState {
  isDecoinLimitExceed?: boolean | null;
  acceptDailyDecoinLimitMessage?: boolean | null;
}

/** The daily-coins-limit modal shows when the limit is exceeded, never once accepted. */
export const shouldShowDailyCoinsModal = (state: DailyCoinsState | null | undefined): boolean =>
  Boolean(state?.isDecoinLimitExceed) && !state?.acceptDailyDecoinLimitMessage;
