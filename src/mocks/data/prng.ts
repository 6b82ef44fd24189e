import dayjs from 'dayjs';

/** A seeded pseudo-random generator (mulberry32): the seed data never depends on Math.random. */
export interface Prng {
  /** [0, 1) */
  next(): number;
  /** Integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** Up to n distinct items, order kept. */
  sample<T>(items: readonly T[], n: number): T[];
  chance(probability: number): boolean;
}

export function createPrng(seed: number): Prng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick from empty list');
      return items[int(0, items.length - 1)] as T;
    },
    sample: <T>(items: readonly T[], n: number): T[] => {
      const chosen = new Set<number>();
      while (chosen.size < Math.min(n, items.length)) chosen.add(int(0, items.length - 1));
      return [...chosen].sort((a, b) => a - b).map((i) => items[i] as T);
    },
    chance: (probability: number): boolean => next() < probability,
  };
}

/** Seed dates are relative to the start of today, so the demo always looks current. */
export function seedAnchor(): dayjs.Dayjs {
  return dayjs().startOf('day');
}

export const DATE = 'YYYY-MM-DD';
export const DATE_TIME = 'YYYY-MM-DD HH:mm:ss';

/** Now, formatted like the server's timestamps. */
export function nowText(): string {
  return dayjs().format(DATE_TIME);
}

/** A day offset from the anchor with a time of day, formatted YYYY-MM-DD HH:mm:ss. */
export function daysFromAnchor(days: number, hour = 10, minute = 0): string {
  return seedAnchor().add(days, 'day').hour(hour).minute(minute).format(DATE_TIME);
}

/** A stable hash of a string (FNV-1a), for ids and codes derived from content. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
