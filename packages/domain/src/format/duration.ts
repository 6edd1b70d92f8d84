const SECONDS_PER_HOUR = 3600;
const SECONDS_PER_DAY = 24 * SECONDS_PER_HOUR;

const twoDigits = (value: number): string => String(value).padStart(2, '0');

/** mm:ss under 1 hour, hh:mm:ss up to 24 hours, hours only ('{n}h') above. */
export function formatDuration(seconds: number | null | undefined): string {
  const total =
    typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0
      ? Math.floor(seconds)
      : 0;
  const hours = Math.floor(total / SECONDS_PER_HOUR);
  const minutes = Math.floor((total % SECONDS_PER_HOUR) / 60);
  const rest = total % 60;
  if (total > SECONDS_PER_DAY) return `${hours}h`;
  if (hours === 0) return `${twoDigits(minutes)}:${twoDigits(rest)}`;
  return `${twoDigits(hours)}:${twoDigits(minutes)}:${twoDigits(rest)}`;
}
