/** Salaries are in yuan per month (rule CONST-8). */
export const SALARY_UNIT = '元/月';

/** Shown when a job gives no salary. */
export const SALARY_NEGOTIABLE = '面议';

function amount(value: number | string | null | undefined): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : undefined;
}

/**
 * The ends of a monthly salary range in yuan, as `formatSalary` reads them: zero, negative and non-numeric amounts are
 * missing (undefined), a reversed range is put in order.
 */
export function salaryBounds(
  min: number | string | null | undefined,
  max: number | string | null | undefined,
): { low?: number; high?: number } {
  const low = amount(min);
  const high = amount(max);
  if (low === undefined || high === undefined) return { low, high };
  return { low: Math.min(low, high), high: Math.max(low, high) };
}

/**
 * A monthly salary range in yuan: "8000-12000元/月"; "8000元/月" when both ends are equal;
 * "8000元/月以上" or "12000元/月以下" when one end is missing; "面议" when both are.
 * Zero, negative and non-numeric amounts count as missing; a reversed range is put in order.
 */
export function formatSalary(min: number | string | null | undefined, max: number | string | null | undefined): string {
  const { low, high } = salaryBounds(min, max);
  if (low === undefined && high === undefined) return SALARY_NEGOTIABLE;
  if (high === undefined) return `${low}${SALARY_UNIT}以上`;
  if (low === undefined) return `${high}${SALARY_UNIT}以下`;
  if (low === high) return `${low}${SALARY_UNIT}`;
  return `${low}-${high}${SALARY_UNIT}`;
}
