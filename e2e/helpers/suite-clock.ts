import { SUITE_TIME_ZONE } from '../../playwright.shared';

/**
 * The suite's calendar: the browser runs in `SUITE_TIME_ZONE` (playwright.shared.ts), whatever the machine's own zone,
 * so a test that names a day must name it there — between 16:00 and 24:00 UTC, Shanghai is already on the next day.
 */

/** The day `daysAgo` days before today in the suite's timezone, as `YYYY-MM-DD`. */
export function suiteDay(daysAgo = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: SUITE_TIME_ZONE }).format(new Date());
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - daysAgo);
  return day.toISOString().slice(0, 10);
}

/** Today in the suite's timezone (UTC+8, no daylight saving) at a local time `HH:mm`. */
export function todayInSuiteAt(time: string): Date {
  return new Date(`${suiteDay()}T${time}:00+08:00`);
}
