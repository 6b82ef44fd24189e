/**
 * The weighted length rule VAL-17: a Chinese character counts 2, any other character 1,
 * against a limit of 2n where n is the allowed number of Chinese characters.
 * Characters are counted by code point, so a rare Han character outside the BMP counts 2
 * (not 4) and an emoji counts 1, never splitting a surrogate pair.
 */

const HAN_CHAR = /^\p{Script=Han}$/u;

/** The weight of one character (one code point). */
function charWeight(char: string): 1 | 2 {
  return HAN_CHAR.test(char) ? 2 : 1;
}

/** Weighted length: Chinese characters count 2, anything else 1. */
export function weightedLength(value: string): number {
  let total = 0;
  for (const char of value) total += charWeight(char);
  return total;
}

/** The weighted limit for n Chinese characters: 2n. */
export function lengthLimit(n: number): number {
  return n * 2;
}

/** True when the value fits within n Chinese characters (weighted length ≤ 2n). */
export function isWithinLimit(value: string, n: number): boolean {
  return weightedLength(value) <= lengthLimit(n);
}

/** "限制输入{n}个汉字或者{2n}个英文&字母" — the message of a value over the limit. */
export function lengthMessage(n: number): string {
  return `限制输入${n}个汉字或者${lengthLimit(n)}个英文&字母`;
}

/** "限制输入{n}个汉字或者{2n}个英文&字母&标点符号" — the variant for fields that allow punctuation. */
export function lengthMessageWithPunctuation(n: number): string {
  return `限制输入${n}个汉字或者${lengthLimit(n)}个英文&字母&标点符号`;
}

/**
 * Cuts a value that exceeds the limit of n Chinese characters, keeping the longest prefix whose
 * weighted length is ≤ 2n. A Chinese character that would overshoot by one is dropped whole.
 */
export function truncateToLimit(value: string, n: number): string {
  const limit = lengthLimit(n);
  let total = 0;
  let end = 0;
  for (const char of value) {
    total += charWeight(char);
    if (total > limit) return value.slice(0, end);
    end += char.length;
  }
  return value;
}

/**
 * An input limiter: returns `next` when it fits within n Chinese characters, else keeps `prev`.
 * A change that shortens the value is always accepted, so a value already over the limit
 * (say, loaded from the server) can still be edited down. Apply it after IME composition ends,
 * else pinyin letters being composed count against the limit.
 */
export function limitInput(prev: string, next: string, n: number): string {
  const nextLength = weightedLength(next);
  if (nextLength <= lengthLimit(n)) return next;
  return nextLength < weightedLength(prev) ? next : prev;
}
