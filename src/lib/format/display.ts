/** The placeholder shown for a missing value (rule CONST-9). */
export const EMPTY_PLACEHOLDER = '--';

/**
 * The value itself, or "--" when it is missing: null, undefined, NaN, or a string that is
 * empty or only spaces. Zero is a value and is kept.
 */
export function displayOrDash<T extends string | number>(value: T | null | undefined): T | typeof EMPTY_PLACEHOLDER {
  if (value === null || value === undefined) return EMPTY_PLACEHOLDER;
  if (typeof value === 'number' && Number.isNaN(value)) return EMPTY_PLACEHOLDER;
  if (typeof value === 'string' && value.trim() === '') return EMPTY_PLACEHOLDER;
  return value;
}

/**
 * Masks a phone number: first 3 characters, "****", last 4 (13812345678 → 138****5678).
 * Missing or blank input gives ''. Input shorter than 8 characters keeps at most its first
 * 3 characters before "****", so the mask never shows the whole value.
 */
export function maskPhone(phone: string | number | null | undefined): string {
  const text = phone === null || phone === undefined ? '' : String(phone).trim();
  if (text === '') return '';
  if (text.length < 8) return `${text.slice(0, Math.min(3, text.length - 1))}****`;
  return `${text.slice(0, 3)}****${text.slice(-4)}`;
}
