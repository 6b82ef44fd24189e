import {
  PATTERNS,
  RESUME_NAME_PATTERN,
  fileBaseName,
  hasEmoji,
  patternMessage,
  type PatternName,
} from '@/lib/validation/patterns';

const cases: Record<PatternName, { valid: string[]; invalid: string[] }> = {
  mobile: {
    valid: ['13812345678', '19900000000', '10000000000', '15011112222'],
    invalid: ['23812345678', '1381234567', '138123456789', '138 1234 5678', '+8613812345678', ''],
  },
  email: {
    valid: ['zhangsan@qq.com', 'user_01@163.com', 'li-si@company.com.cn', 'a.b@mail.example.org', 'Wang@Example.NET'],
    invalid: [
      'zhangsan@qq',
      'zhangsan@qq.io',
      '@qq.com',
      'zhang san@qq.com',
      'zhangsan@@qq.com',
      'zhangsan.@qq.com',
      '张三@qq.com',
    ],
  },
  digits: { valid: ['0', '123', '00042'], invalid: ['12a', '1.5', '-1', ' 12', ''] },
  english: { valid: ['abc', 'ABC', 'HelloWorld'], invalid: ['abc1', 'ab c', '张三', 'é', ''] },
  chinese: { valid: ['张三', '招聘', '𠀀字'], invalid: ['张三a', '张 三', '张三1', '，', ''] },
  chineseOrEnglish: { valid: ['张三Tom', 'Tom', '李四'], invalid: ['张三1', 'Tom Li', '张-三', ''] },
  chineseEnglishDigits: { valid: ['张三Tom1', '2024招聘', 'abc123'], invalid: ['张三 Tom', 'abc_1', '张三!', ''] },
  alphanumeric: { valid: ['abc123', 'ABC', '007'], invalid: ['abc 123', 'abc_123', '张三1', ''] },
  candidateName: {
    valid: ['张三', 'Tom Hanks', '阿卜杜拉·买买提', '李四2', '迪丽热巴•迪力木拉提'],
    invalid: ['张三!', '张_三', '   ', '·', 'Tom@Li', ''],
  },
  resumeName: {
    valid: ['张三简历', 'Tom', 'resume_2024', '张-三', 'a1b'],
    invalid: ['张', 'a', '123', 'a123', '张1', ''],
  },
  jobName: {
    valid: ['Java开发工程师', '店长（储备）', 'UI/UX设计师', 'C++工程师', 'C#开发', '销售-华东区 (夜班)', 'R&D·研发, 测试.'],
    invalid: ['店长!', '工程师@上海', '职位【急招】', '店长~', ''],
  },
  imageType: {
    valid: ['jpg', 'jpeg', 'png', 'photo.JPG', 'a.b.png', 'image/jpeg', 'image/png'],
    invalid: ['gif', 'photo.gif', 'image/gif', 'xpng', 'photo.png.exe', 'photo'],
  },
  pdf: {
    valid: ['pdf', '简历.pdf', 'CV.PDF', 'application/pdf'],
    invalid: ['简历.doc', 'pdf.doc', 'xpdf', 'application/msword'],
  },
  html: {
    valid: ['html', 'resume.html', 'resume.HTM', 'text/html'],
    invalid: ['resume.xhtml', 'resume.pdf', 'text/plain', 'htmlx'],
  },
  emoji: { valid: ['😀', '张三👍', '🇨🇳', '❤️', '1️⃣'], invalid: ['张三', 'abc', '123', '阿卜杜拉·买买提', '（）'] },
};

describe('validation patterns (rules VAL-2–VAL-16)', () => {
  for (const [name, { valid, invalid }] of Object.entries(cases) as [PatternName, (typeof cases)[PatternName]][]) {
    describe(name, () => {
      it.each(valid)(`accepts %j`, (value) => {
        expect(PATTERNS[name].pattern.test(value)).toBe(true);
      });
      it.each(invalid)(`rejects %j`, (value) => {
        expect(PATTERNS[name].pattern.test(value)).toBe(false);
      });
    });
  }

  it('gives the same answer when a pattern is tested twice (no global flag)', () => {
    for (const { pattern } of Object.values(PATTERNS)) {
      expect(pattern.global).toBe(false);
      expect(pattern.sticky).toBe(false);
    }
  });

  it('has a Chinese message for every pattern', () => {
    for (const name of Object.keys(PATTERNS) as PatternName[]) expect(patternMessage(name)).toMatch(/\p{Script=Han}/u);
    expect(patternMessage('mobile')).toBe('请输入正确的手机号码');
  });
});

describe('hasEmoji', () => {
  it.each([
    ['微笑😊', true],
    ['🇨🇳中国', true],
    ['普通文本', false],
    ['Tom & Jerry', false],
  ])('%j → %s', (value, expected) => {
    expect(hasEmoji(value)).toBe(expected);
  });
});

describe('fileBaseName with the resume name rule', () => {
  it.each([
    ['张三简历.pdf', '张三简历', true],
    ['a1.pdf', 'a1', false],
    ['简.docx', '简', false],
    ['resume', 'resume', true],
    ['张三.简历.pdf', '张三.简历', true],
  ])('%j → %j (valid %s)', (fileName, base, valid) => {
    expect(fileBaseName(fileName)).toBe(base);
    expect(RESUME_NAME_PATTERN.test(fileBaseName(fileName))).toBe(valid);
  });
});
