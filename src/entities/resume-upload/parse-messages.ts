import type { ResumeParseStatus } from '@/api/resume';
import { IMAGE_TYPE_PATTERN, PDF_PATTERN, RESUME_NAME_PATTERN, fileBaseName } from '@/lib/validation';

/** Largest resume file accepted, in bytes (10 MB). */
export const MAX_RESUME_FILE_BYTES = 10 * 1024 * 1024;

/** What the file picker offers. */
export const RESUME_FILE_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

/** The message of each parse error status (meanings from the API contract). */
export const PARSE_ERROR_MESSAGES: Record<Extract<ResumeParseStatus, -1 | -2 | -3 | -4>, string> = {
  [-1]: '文件格式不支持，请上传 PDF 或 JPG、JPEG、PNG 格式的简历',
  [-2]: '文件无法读取，可能已损坏或加密，请换一个文件重新上传',
  [-3]: '未能从文件中识别出简历内容，请确认上传的是简历，或手动填写',
  [-4]: '简历解析服务暂时不可用，请稍后重新上传或手动填写',
};

/** Shown when polling gives up or the parse call itself fails. */
export const PARSE_TIMEOUT_MESSAGE = '简历解析超时，请重新上传或手动填写';

/**
 * Why a file cannot be uploaded, or undefined when it can: pdf or jpg/jpeg/png, at most 10 MB, and a
 * name (without its extension) holding at least 2 English letters or 2 Chinese characters (rule VAL-28).
 */
export function resumeFileProblem(file: { name: string; size: number }): string | undefined {
  if (!PDF_PATTERN.test(file.name) && !IMAGE_TYPE_PATTERN.test(file.name)) {
    return '仅支持 PDF、JPG、JPEG、PNG 格式的简历文件';
  }
  if (!RESUME_NAME_PATTERN.test(fileBaseName(file.name))) {
    return '文件名需至少包含2个英文字母或2个汉字，例如“张三-简历.pdf”，请修改文件名后重新上传';
  }
  if (file.size > MAX_RESUME_FILE_BYTES) return '文件大小不能超过 10 MB';
  if (file.size === 0) return '文件内容为空，请重新选择';
  return undefined;
}
