import { describe, expect, it } from 'vitest';
import { MAX_RESUME_FILE_BYTES, resumeFileProblem } from '@/entities/resume-upload/parse-messages';

const NAME_RULE = '文件名需至少包含2个英文字母或2个汉字，例如“张三-简历.pdf”，请修改文件名后重新上传';
const TYPE_RULE = '仅支持 PDF、JPG、JPEG、PNG 格式的简历文件';

describe('resume file checks (rule VAL-28: resume name rule, pdf or image)', () => {
  it.each([
    ['张三简历.pdf', 1000, undefined],
    ['resume.PDF', 1000, undefined],
    ['Li-2024.jpg', 1000, undefined],
    ['王五.jpeg', 1000, undefined],
    ['cv.png', 1000, undefined],
    ['张.pdf', 1000, NAME_RULE],
    ['a1.pdf', 1000, NAME_RULE],
    ['123.png', 1000, NAME_RULE],
    ['张三简历.docx', 1000, TYPE_RULE],
    ['张三简历.pdf.exe', 1000, TYPE_RULE],
    ['张三简历.pdf', MAX_RESUME_FILE_BYTES + 1, '文件大小不能超过 10 MB'],
    ['张三简历.pdf', 0, '文件内容为空，请重新选择'],
  ])('%s (%i bytes) → %s', (name, size, problem) => {
    expect(resumeFileProblem({ name, size })).toBe(problem);
  });
});
