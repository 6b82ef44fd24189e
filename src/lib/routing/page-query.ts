/**
 * The page number a list keeps in its address (`?page=`): a whole number of 1 or more, else 1 — a hand-edited or
 * stale link opens the first page rather than an empty one.
 */
export function parsePage(value: string | null | undefined): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}
