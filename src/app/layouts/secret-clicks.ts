/** Rule SECRET-1: fifteen clicks on the logo within the local hour 23:00–23:59 open the secret dialog. */
export const SECRET_CLICKS = 15;
export const SECRET_HOUR = 23;

/** Whether a click at `now` (local time) counts towards the secret dialog. */
export function isSecretHour(now: Date): boolean {
  return now.getHours() === SECRET_HOUR;
}

/**
 * The click count after one more logo click at `now`. A click outside the hour resets the count;
 * the fifteenth click inside it unlocks the dialog and starts counting afresh.
 */
export function nextSecretClickCount(count: number, now: Date): { count: number; unlocked: boolean } {
  if (!isSecretHour(now)) return { count: 0, unlocked: false };
  const next = count + 1;
  return next >= SECRET_CLICKS ? { count: 0, unlocked: true } : { count: next, unlocked: false };
}
