const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** Byte formatting base (rule CONST-14). */
export const BYTE_BASE = 1024;

/**
 * A byte count for people, base 1024: "512 B", "1.5 KB", "976.56 KB", "2 MB", "1.25 GB".
 * Bytes are whole; larger units keep up to `decimals` (1 or 2, default 2) decimals with
 * trailing zeros dropped. Sizes beyond GB stay in GB. Negative or non-finite input gives "--".
 */
export function formatBytes(bytes: number, decimals: 1 | 2 = 2): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '--';
  let unit = 0;
  let value = bytes;
  while (value >= BYTE_BASE && unit < UNITS.length - 1) {
    value /= BYTE_BASE;
    unit += 1;
  }
  const shown = unit === 0 ? Math.round(value) : Number(value.toFixed(decimals));
  return `${shown} ${UNITS[unit]}`;
}
