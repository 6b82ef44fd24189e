import type { FormRule } from 'antd';
import { EMOJI_MESSAGE, PATTERNS, hasEmoji } from './patterns';
import { isWithinLimit, lengthMessage, lengthMessageWithPunctuation } from './length';

/** The generic field check delivers its result after this delay (rule VAL-19). */
export const VALIDATION_DELAY_MS = 100;

/** The message of a pattern given without one and not among the named patterns. */
export const DEFAULT_PATTERN_MESSAGE = '输入格式不正确';

export interface FieldCheckOptions {
  /** Allowed number of Chinese characters; the weighted limit is 2n. */
  n: number;
  /** When given, a non-empty value must match it and hold no emoji. */
  pattern?: RegExp;
}

/** Why a value failed: over the length limit, not matching the pattern, or holding an emoji. */
export type FieldCheckResult = { valid: true } | { valid: false; reason: 'length' | 'pattern' | 'emoji' };

function asText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && !Number.isNaN(value)) return String(value);
  return undefined;
}

/** A `g` or `y` pattern keeps `lastIndex` between tests; test with a stateless copy instead. */
function stateless(pattern: RegExp): RegExp {
  return pattern.global || pattern.sticky ? new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, '')) : pattern;
}

/**
 * The generic field check of rule VAL-19, synchronously. Empty (null, undefined, '') is valid — a
 * required rule handles emptiness. Otherwise the weighted length must be ≤ 2n and, when a pattern
 * is given, the value must match it and hold no emoji. Values that are neither text nor numbers
 * (lists, objects) are not judged.
 */
export function checkField(value: unknown, { n, pattern }: FieldCheckOptions): FieldCheckResult {
  const text = asText(value);
  if (text === undefined || text === '') return { valid: true };
  if (!isWithinLimit(text, n)) return { valid: false, reason: 'length' };
  if (pattern) {
    if (hasEmoji(text)) return { valid: false, reason: 'emoji' };
    if (!stateless(pattern).test(text)) return { valid: false, reason: 'pattern' };
  }
  return { valid: true };
}

/** The generic field check, delivered after `VALIDATION_DELAY_MS` (100 ms) as the spec requires. */
export function checkFieldDelayed(value: unknown, options: FieldCheckOptions): Promise<FieldCheckResult> {
  const result = checkField(value, options);
  return new Promise((resolve) => {
    setTimeout(() => resolve(result), VALIDATION_DELAY_MS);
  });
}

export interface FieldRuleOptions extends FieldCheckOptions {
  /** Shown when the pattern does not match; defaults to the named pattern's message. */
  patternMessage?: string;
  /** Use the length message that mentions punctuation (标点符号). */
  withPunctuation?: boolean;
}

function defaultPatternMessage(pattern: RegExp): string {
  const named = Object.values(PATTERNS).find((entry) => entry.pattern === pattern);
  return named?.message ?? DEFAULT_PATTERN_MESSAGE;
}

/**
 * An antd Form rule running the generic field check. Its validator settles after 100 ms:
 * it resolves for a valid value and rejects with the length message, the pattern message or,
 * for an emoji in a patterned field, "不支持输入表情符号".
 */
export function fieldRule({ n, pattern, patternMessage, withPunctuation = false }: FieldRuleOptions): FormRule {
  const messages = {
    length: withPunctuation ? lengthMessageWithPunctuation(n) : lengthMessage(n),
    pattern: patternMessage ?? (pattern ? defaultPatternMessage(pattern) : DEFAULT_PATTERN_MESSAGE),
    emoji: EMOJI_MESSAGE,
  };
  return {
    validator: async (_rule, value: unknown) => {
      const result = await checkFieldDelayed(value, { n, pattern });
      if (!result.valid) throw new Error(messages[result.reason]);
    },
  };
}

/**
 * A required rule: "请输入{label}" for typed fields, "请选择{label}" for pickers. A typed field
 * holding only spaces counts as empty.
 */
export function requiredRule(label: string, kind: 'input' | 'select' = 'input'): FormRule {
  return kind === 'input'
    ? { required: true, whitespace: true, message: `请输入${label}` }
    : { required: true, message: `请选择${label}` };
}
