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
  return truncateToWeight(value, lengthLimit(n));
}

/** The longest prefix of `value` whose weighted length is ≤ `limit` (never splits a character). */
function truncateToWeight(value: string, limit: number): string {
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

/** The result of `limitEdit`: the value to keep and, when it differs from the edit, where the caret goes. */
export interface LimitedEdit {
  value: string;
  /** Caret offset (UTF-16) right after the part of the insertion that was kept; absent when `next` is kept. */
  caret?: number;
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/**
 * The input limiter as a field applies it to one edit (typing, a paste, an IME commit, a drop): `next` is kept when
 * it fits within n Chinese characters, or when it is shorter than `prev` (a value already over the limit can be
 * edited down). Otherwise the edit is read as an insertion between an unchanged start and end of `prev`, and only
 * as much of the inserted text is kept as fits (cut like `truncateToLimit`): a keystroke past the limit changes
 * nothing, a long paste is cut to the room that is left, the rest of the value is never touched. When even the
 * unchanged parts exceed the limit, `prev` is kept (rule VAL-22).
 */
export function limitEdit(prev: string, next: string, n: number): LimitedEdit {
  const limit = lengthLimit(n);
  const nextLength = weightedLength(next);
  if (nextLength <= limit || nextLength < weightedLength(prev)) return { value: next };
  let start = 0;
  const shortest = Math.min(prev.length, next.length);
  while (start < shortest && prev[start] === next[start]) start += 1;
  if (start > 0 && isHighSurrogate(next.charCodeAt(start - 1))) start -= 1;
  let end = 0;
  while (end < shortest - start && prev[prev.length - 1 - end] === next[next.length - 1 - end]) end += 1;
  if (end > 0 && isLowSurrogate(next.charCodeAt(next.length - end))) end -= 1;
  const head = next.slice(0, start);
  const tail = next.slice(next.length - end);
  const room = limit - weightedLength(head) - weightedLength(tail);
  if (room < 0) return { value: prev, caret: start };
  const kept = truncateToWeight(next.slice(start, next.length - end), room);
  return { value: head + kept + tail, caret: start + kept.length };
}
