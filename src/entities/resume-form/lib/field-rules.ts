import type { FormRule } from 'antd';
import { PATTERNS, fieldRule, requiredRule } from '@/lib/validation';

/** Allowed number of Chinese characters per field (the weighted limit is twice this, rules VAL-17, VAL-25). */
export const LIMITS = {
  name: 20,
  /** Phone numbers are 11 digits (rule VAL-2, the input's `maxLength`); the length rule allows 12. */
  phone: 6,
  email: 25,
  expectedPosition: 30,
  school: 30,
  major: 30,
  company: 30,
  positionName: 30,
  department: 30,
  projectName: 30,
  role: 20,
  description: 500,
  skill: 20,
  certificate: 30,
  languageLevel: 10,
  selfEvaluation: 500,
} as const;

/** Rules of every field of the resume form, in one place so the sections stay declarative. */
export const RULES = {
  name: [requiredRule('姓名'), fieldRule({ n: LIMITS.name, pattern: PATTERNS.candidateName.pattern })],
  gender: [requiredRule('性别', 'select')],
  birthday: [requiredRule('出生年月', 'select')],
  phone: [requiredRule('手机号码'), fieldRule({ n: LIMITS.phone, pattern: PATTERNS.mobile.pattern })],
  email: [requiredRule('邮箱'), fieldRule({ n: LIMITS.email, pattern: PATTERNS.email.pattern })],
  currentCity: [requiredRule('现居城市', 'select')],
  workYears: [{ required: true, message: '请输入工作年限' }],
  highestEducation: [requiredRule('最高学历', 'select')],
  expectedPosition: [requiredRule('期望职位'), fieldRule({ n: LIMITS.expectedPosition, pattern: PATTERNS.jobName.pattern })],
  expectedCities: [requiredRule('期望城市', 'select')],
  jobStatus: [requiredRule('求职状态', 'select')],
  school: [requiredRule('学校名称'), fieldRule({ n: LIMITS.school })],
  major: [requiredRule('专业'), fieldRule({ n: LIMITS.major })],
  education: [requiredRule('学历', 'select')],
  startDate: [requiredRule('开始时间', 'select')],
  company: [requiredRule('公司名称'), fieldRule({ n: LIMITS.company })],
  positionName: [requiredRule('职位名称'), fieldRule({ n: LIMITS.positionName })],
  department: [fieldRule({ n: LIMITS.department })],
  description: [fieldRule({ n: LIMITS.description, withPunctuation: true })],
  projectName: [requiredRule('项目名称'), fieldRule({ n: LIMITS.projectName })],
  role: [fieldRule({ n: LIMITS.role })],
  skill: [requiredRule('技能名称'), fieldRule({ n: LIMITS.skill })],
  skillLevel: [requiredRule('掌握程度', 'select')],
  certificate: [requiredRule('证书名称'), fieldRule({ n: LIMITS.certificate })],
  language: [requiredRule('语言', 'select')],
  languageLevel: [requiredRule('语言水平'), fieldRule({ n: LIMITS.languageLevel })],
  selfEvaluation: [fieldRule({ n: LIMITS.selfEvaluation, withPunctuation: true })],
} satisfies Record<string, FormRule[]>;

/** An end date (empty = till now) must not be before the start date; both are YYYY-MM. */
export function endAfterStartRule(startOf: () => string | undefined): FormRule {
  return {
    validator: async (_rule, end: unknown) => {
      const start = startOf();
      if (typeof end === 'string' && end && start && end < start) throw new Error('结束时间不能早于开始时间');
    },
  };
}
