import type { ConfigEntry, DictGroup, DictItem } from '@/api/types/config';
import type { FunctionNode, TargetDepart } from '@/api/types/positions';

type FunctionRow = [code: string, name: string, functions: Array<[code: string, name: string]>];

const FUNCTIONS: FunctionRow[] = [
  [
    'F01',
    '门店运营',
    [
      ['F0101', '门店管理'],
      ['F0102', '储备干部'],
      ['F0103', '收银服务'],
      ['F0104', '理货陈列'],
      ['F0105', '生鲜加工'],
      ['F0106', '销售导购'],
      ['F0107', '防损安保'],
    ],
  ],
  [
    'F02',
    '技术研发',
    [
      ['F0201', '前端开发'],
      ['F0202', '后端开发'],
      ['F0203', '测试'],
      ['F0204', '数据分析'],
      ['F0205', '产品经理'],
    ],
  ],
  [
    'F03',
    '采购与供应链',
    [
      ['F0301', '采购'],
      ['F0302', '物流'],
      ['F0303', '仓储'],
    ],
  ],
  [
    'F04',
    '市场与运营',
    [
      ['F0401', '市场推广'],
      ['F0402', '电商运营'],
      ['F0403', '品牌策划'],
    ],
  ],
  [
    'F05',
    '职能支持',
    [
      ['F0501', '人力资源'],
      ['F0502', '财务'],
      ['F0503', '法务'],
      ['F0504', '行政'],
    ],
  ],
  ['F06', '管理培训', [['F0601', '管理培训生']]],
];

export const FUNCTION_TREE: FunctionNode[] = FUNCTIONS.map(([code, name, children]) => ({
  id: code,
  parentId: '0',
  name,
  children: children.map(([childCode, childName]) => ({ id: childCode, parentId: code, name: childName })),
}));

export function functionName(code: string): string {
  for (const [, , children] of FUNCTIONS) for (const [c, n] of children) if (c === code) return n;
  return '';
}

export const TARGET_DEPARTS: TargetDepart[] = [
  { code: 'ATS_SCFT_003', name: '门店运营中心' },
  { code: 'ATS_SCFT_005', name: '采购中心' },
  { code: 'ATS_SCFT_006', name: '供应链中心' },
  { code: 'ATS_SCFT_007', name: '市场中心' },
  { code: 'ATS_SCFT_008', name: '人力资源中心' },
  { code: 'ATS_SCFT_009', name: '财务中心' },
  { code: 'ATS_SCFT_010', name: '电商事业部' },
  { code: 'ATS_SCFT_011', name: '技术中心' },
  { code: 'ATS_SCFT_012', name: '法务部' },
  { code: 'ATS_SCFT_013', name: '行政部' },
];

export function departName(code: string): string {
  return TARGET_DEPARTS.find((d) => d.code === code)?.name ?? '';
}

/** Education codes (basic_configure type 3 and dictionary ATS_EDUCATION). */
export const EDUCATIONS: Array<[code: string, name: string]> = [
  ['EDU00', '不限'],
  ['EDU01', '初中及以下'],
  ['EDU02', '高中/中专'],
  ['EDU03', '大专'],
  ['EDU04', '本科'],
  ['EDU05', '硕士'],
  ['EDU06', '博士'],
];

export function educationName(code: string): string {
  return EDUCATIONS.find(([c]) => c === code)?.[1] ?? '';
}

/** Salary ranges in yuan per month (basic_configure type 2): code `min-max`, max empty = open-ended. */
export const SALARY_CONFIG: ConfigEntry[] = [
  { code: '0-5000', value: '5000元以下', sort: 1 },
  { code: '5000-8000', value: '5000-8000元', sort: 2 },
  { code: '8000-12000', value: '8000-12000元', sort: 3 },
  { code: '12000-20000', value: '12000-20000元', sort: 4 },
  { code: '20000-', value: '20000元以上', sort: 5 },
];

export const EDUCATION_CONFIG: ConfigEntry[] = EDUCATIONS.map(([code, value], i) => ({ code, value, sort: i + 1 }));

/** Hot keywords (basic_configure type 17): code is the hot-search type, value a JSON list of words. */
export const HOT_KEYWORD_CONFIG: ConfigEntry[] = [
  { code: '0', value: JSON.stringify(['前端开发', '采购', '数据分析', '产品经理', '电商运营', '人力资源']), sort: 1 },
  { code: '1', value: JSON.stringify(['店长', '收银员', '储备干部', '理货员', '生鲜']), sort: 2 },
];

const item = (code: string, name: string, disabled = false): DictItem => ({ code, name, disabled, isEnabled: !disabled });

/** Dictionaries of the dictionary service; unknown codes answer an empty list. */
export const DICTS: Record<string, DictItem[]> = {
  ATS_EDUCATION: EDUCATIONS.map(([code, name]) => item(code, name)),
  ATS_GENDER: [item('1', '男'), item('2', '女')],
  ATS_JOB_STATUS: [
    item('1', '离职，随时到岗'),
    item('2', '在职，考虑机会'),
    item('3', '在职，暂不考虑'),
    item('4', '应届毕业生'),
  ],
  ATS_ARRIVAL_TIME: [item('1', '随时到岗'), item('2', '一周内'), item('3', '一个月内'), item('4', '三个月内')],
  ATS_POLITICAL_STATUS: [item('1', '中共党员'), item('2', '共青团员'), item('3', '群众'), item('4', '民主党派')],
  ATS_LANGUAGE: [item('EN', '英语'), item('JA', '日语'), item('KO', '韩语'), item('FR', '法语'), item('DE', '德语', true)],
  ATS_LANGUAGE_LEVEL: [item('1', '入门'), item('2', '熟练'), item('3', '精通'), item('4', '母语')],
  ATS_SKILL_LEVEL: [item('1', '了解'), item('2', '熟悉'), item('3', '熟练'), item('4', '精通')],
  ATS_WORK_YEARS: [
    item('0', '应届毕业生'),
    item('1', '1年以下'),
    item('2', '1-3年'),
    item('3', '3-5年'),
    item('4', '5-10年'),
    item('5', '10年以上'),
  ],
};

export function dictGroups(codes: string[]): DictGroup[] {
  return codes.map((dictTypeCode) => ({ dictTypeCode, items: DICTS[dictTypeCode] ?? [] }));
}
