/**
 * The `odd-rows` fault (issue 19): a page of a list answered with the odd values a real server sends sooner or later,
 * each in its own row so a page can show that row with "--" and the others as they are:
 * - row 1: an unknown level (7) and every figure null;
 * - row 2: every figure a string, and an unknown status (99);
 * - row 3: no id.
 * Codes that pick a route or decide what the user may do are left alone: a server that changes those has changed.
 */
export const ODD_LEVEL = 7;
export const ODD_STATUS = 99;
const STRICT_CODES = new Set(['isShop', 'type', 'talkFormat', 'source', 'publishType']);
const IDENTITIES = ['id', 'employeeId'];

type Row = Record<string, unknown>;

function isRow(value: unknown): value is Row {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function oddFigures(row: Row, figure: null | string): Row {
  const odd: Row = { ...row };
  for (const [key, value] of Object.entries(row)) {
    if (key.endsWith('Level') || key === 'level') odd[key] = ODD_LEVEL;
    else if (typeof value === 'number' && key !== 'status' && !STRICT_CODES.has(key)) odd[key] = figure;
  }
  return odd;
}

function withOddValue(row: unknown, index: number): unknown {
  if (!isRow(row)) return row;
  if (index === 0) return oddFigures(row, null);
  if (index === 1) return { ...oddFigures(row, 'x'), ...('status' in row ? { status: ODD_STATUS } : {}) };
  if (index === 2) return Object.fromEntries(Object.entries(row).filter(([key]) => !IDENTITIES.includes(key)));
  return row;
}

/** The answer with odd values in its first three rows; an answer that is no page of a list is left as it is. */
export function withOddRows(data: unknown): unknown {
  if (!isRow(data) || !Array.isArray(data.list)) return data;
  return { ...data, list: data.list.map(withOddValue) };
}
