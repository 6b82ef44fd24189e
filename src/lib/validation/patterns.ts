/**
 * The validation patterns of rules VAL-2–VAL-16, with the Chinese message shown when a value does not match.
 * None of them carries the `g` flag: `RegExp#test` with `g` keeps `lastIndex` between calls
 * and would make the same value alternate between valid and invalid.
 * "Chinese" means a Han character (`\p{Script=Han}`), so rare name characters outside the
 * basic block (U+4E00–U+9FA5) are accepted too.
 */

/** Mobile phone: 11 digits starting with 1. */
export const MOBILE_PATTERN = /^1\d{10}$/;

/**
 * Email: letters, digits, underscore or hyphen, `@`, a domain ending in com, cn, net or org.
 * Dots are also allowed between those runs (`zhang.san@`, `mail.example.com.cn`) because real
 * addresses use them; a leading, trailing or doubled dot is still rejected.
 */
export const EMAIL_PATTERN = /^[\w-]+(?:\.[\w-]+)*@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.(?:com|cn|net|org)$/i;

/** Digits only. */
export const DIGITS_PATTERN = /^\d+$/;

/** English letters only. */
export const ENGLISH_PATTERN = /^[A-Za-z]+$/;

/** Chinese characters only. */
export const CHINESE_PATTERN = /^\p{Script=Han}+$/u;

/** Chinese characters or English letters. */
export const CHINESE_OR_ENGLISH_PATTERN = /^[\p{Script=Han}A-Za-z]+$/u;

/** Chinese characters, English letters or digits. */
export const CHINESE_ENGLISH_DIGITS_PATTERN = /^[\p{Script=Han}A-Za-z0-9]+$/u;

/** English letters and digits only. */
export const ALPHANUMERIC_PATTERN = /^[A-Za-z0-9]+$/;

/**
 * Candidate name: Chinese, English, digits, space and the middle dot of transliterated names
 * (阿卜杜拉·买买提). Chinese input methods type the dot as U+00B7 `·`, some as U+2022 `•` or
 * U+30FB `・`; all three are accepted. A name made only of spaces and dots is rejected.
 */
export const CANDIDATE_NAME_PATTERN = /^(?=.*[^\s·•・])[\p{Script=Han}A-Za-z0-9 ·•・]+$/u;

/**
 * Uploaded resume name: at least 2 English letters or at least 2 Chinese characters anywhere
 * in the name. Test the name without its extension (see `fileBaseName`), else `.pdf` alone passes.
 */
export const RESUME_NAME_PATTERN = /^(?:[^A-Za-z]*[A-Za-z]){2}|^(?:[^\p{Script=Han}]*\p{Script=Han}){2}/u;

/**
 * Job name: letters, digits, Chinese, half- and full-width parentheses, space and the symbols
 * `- _ / & + · , . #` plus the Chinese `，` and `、` (C++、C#、UI/UX、销售（储备干部）).
 */
export const JOB_NAME_PATTERN = /^[\p{Script=Han}A-Za-z0-9()（） \-_/&+·,.#，、]+$/u;

/** Image type jpeg, jpg or png, as a bare extension, a file name or a MIME type. */
export const IMAGE_TYPE_PATTERN = /(?:^|\.|^image\/)(?:jpe?g|png)$/i;

/** PDF, as a bare extension, a file name or the MIME type `application/pdf`. */
export const PDF_PATTERN = /(?:^|\.|^application\/)pdf$/i;

/** HTML (`html` or `htm`), as a bare extension, a file name or the MIME type `text/html`. */
export const HTML_PATTERN = /(?:^|\.|^text\/)html?$/i;

/**
 * Emoji detection: any pictographic symbol, a flag's regional indicator, the emoji variation
 * selector or the keycap mark. Matches anywhere in the value.
 */
export const EMOJI_PATTERN = /[\p{Extended_Pictographic}\p{Regional_Indicator}\u{FE0F}\u{20E3}]/u;

/** The message shown when a value holds an emoji. */
export const EMOJI_MESSAGE = '不支持输入表情符号';

/** The named patterns, used to pick a pattern and its message together. */
export const PATTERNS = {
  mobile: { pattern: MOBILE_PATTERN, message: '请输入正确的手机号码' },
  email: { pattern: EMAIL_PATTERN, message: '请输入正确的邮箱地址' },
  digits: { pattern: DIGITS_PATTERN, message: '只能输入数字' },
  english: { pattern: ENGLISH_PATTERN, message: '只能输入英文字母' },
  chinese: { pattern: CHINESE_PATTERN, message: '只能输入中文' },
  chineseOrEnglish: { pattern: CHINESE_OR_ENGLISH_PATTERN, message: '只能输入中文或英文' },
  chineseEnglishDigits: { pattern: CHINESE_ENGLISH_DIGITS_PATTERN, message: '只能输入中文、英文或数字' },
  alphanumeric: { pattern: ALPHANUMERIC_PATTERN, message: '只能输入英文字母或数字' },
  candidateName: { pattern: CANDIDATE_NAME_PATTERN, message: '姓名只能包含中文、英文、数字、空格和“·”' },
  resumeName: { pattern: RESUME_NAME_PATTERN, message: '简历名称至少包含2个英文字母或2个汉字' },
  jobName: {
    pattern: JOB_NAME_PATTERN,
    message: '职位名称只能包含中文、英文、数字、括号及 - _ / & + · , . # 等符号',
  },
  imageType: { pattern: IMAGE_TYPE_PATTERN, message: '请上传jpg、jpeg或png格式的图片' },
  pdf: { pattern: PDF_PATTERN, message: '请上传pdf格式的文件' },
  html: { pattern: HTML_PATTERN, message: '请上传html格式的文件' },
  emoji: { pattern: EMOJI_PATTERN, message: EMOJI_MESSAGE },
} as const satisfies Record<string, { pattern: RegExp; message: string }>;

export type PatternName = keyof typeof PATTERNS;

/** The Chinese message of a named pattern. */
export function patternMessage(name: PatternName): string {
  return PATTERNS[name].message;
}

/** True when the value holds an emoji. */
export function hasEmoji(value: string): boolean {
  return EMOJI_PATTERN.test(value);
}

/** A file name without its last extension (`张三简历.pdf` → `张三简历`); names without one are kept. */
export function fileBaseName(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(0, dot) : fileName;
}
