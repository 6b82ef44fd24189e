/** The default wait of `delay` (rule CONST-11). */
export const DEFAULT_DELAY_MS = 1000;

/** A promise that resolves after `ms` milliseconds (default 1000). */
export function delay(ms: number = DEFAULT_DELAY_MS): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, ms);
  });
}
