/** The first year of the company copyright (rule CONST-17). */
export const COPYRIGHT_START_YEAR = 2016;

/** The footer's copyright years, "2016-{current year}" ("2016" while the current year is 2016). */
export function copyrightYears(now: Date = new Date()): string {
  const year = now.getFullYear();
  return year > COPYRIGHT_START_YEAR ? `${COPYRIGHT_START_YEAR}-${year}` : String(COPYRIGHT_START_YEAR);
}
