import type { TitledText } from './about';

/**
 * 了解更多 (school/knowMore): the campus programme — tracks, training, growth, mentoring, benefits and common
 * questions. A static module like about.ts; it agrees with the mock's notices and Q&A (one year of rotation for
 * management trainees, a mentor from the first day, housing for store roles, a delivery limit per special session).
 */

export interface Track {
  /** Stable key (tests, React keys). */
  key: string;
  title: string;
  /** Who the track suits. */
  forWhom: string;
  text: string;
  /** Where the first years lead. */
  path: string;
  /** Typical cities or places of work. */
  places: string;
}

export interface TrainingStage extends TitledText {
  /** When the stage takes place, e.g. 入职第 1—2 周. */
  when: string;
}

export interface GrowthStep {
  years: string;
  title: string;
  text: string;
}

export interface Question {
  key: string;
  question: string;
  answer: string;
}

export const KNOW_MORE_INTRO = {
  title: '了解更多',
  lead: '校园人才培养计划：一年系统培养，两位导师陪伴，三条发展通道。无论你想管理一家门店、做懂商品的采购，还是写出支撑 3000 家门店的代码，这里都有为你准备的成长路线。',
} as const;

export const TRACKS: readonly Track[] = [
  {
    key: 'trainee',
    title: '管理培训生',
    forWhom: '本科及以上，专业不限，对零售管理有热情',
    text: '12 个月培养期，依次经历门店实践、职能轮岗和定岗历练，全面了解零售业务，定岗后进入门店管理或总部职能方向。',
    path: '门店店长 / 区域经理，或总部运营、人力、财务等部门',
    places: '全国各区域总部及门店',
  },
  {
    key: 'store-manager',
    title: '储备店长',
    forWhom: '大专及以上，喜欢与人打交道，愿意在一线扎根',
    text: '从门店各岗位的实操学起，6 个月内掌握商品、排班、损耗与服务管理，通过考核后担任副店长，最快 18 个月独立管理一家门店。',
    path: '副店长 → 店长 → 区域经理',
    places: '意向城市就近门店，提供宿舍或住房补贴',
  },
  {
    key: 'tech',
    title: '技术研发（数字化人才计划）',
    forWhom: '计算机、软件、数学、统计等相关专业',
    text: '参与会员、订货、供应链与线上到家系统的研发，方向包括前端、后端、数据分析与算法，入职即配备技术导师。',
    path: '工程师 → 高级工程师 → 技术专家 / 技术管理',
    places: '上海、南京、成都研发中心',
  },
  {
    key: 'buyer',
    title: '采购与商品',
    forWhom: '农学、食品、经济、管理等相关专业优先',
    text: '跟随资深采购深入产地与工厂，学习选品、议价、品控与数据分析，负责一个品类从选品到上架的全过程。',
    path: '采购助理 → 品类采购 → 品类经理',
    places: '各区域采购中心，需适应产地出差',
  },
  {
    key: 'supply-chain',
    title: '供应链与物流',
    forWhom: '物流、工业工程、交通运输等相关专业',
    text: '在物流中心参与仓储规划、配送调度与冷链管理，用数据优化从仓库到门店的每一公里。',
    path: '物流主管 → 物流中心经理 → 供应链管理',
    places: '全国 30 余座物流中心',
  },
];

export const TRAINING_STAGES: readonly TrainingStage[] = [
  {
    when: '入职第 1—2 周',
    title: '新人训练营',
    text: '集中学习公司文化、零售基础与安全规范，走进门店和物流中心，认识同届伙伴和导师。',
  },
  {
    when: '第 1—6 个月',
    title: '门店实践',
    text: '所有方向的同学都会在门店一线工作：理货、收银、生鲜加工、顾客服务，真正理解顾客和业务。',
  },
  {
    when: '第 7—9 个月',
    title: '职能轮岗',
    text: '根据方向在采购、运营、人力、数字化等部门轮岗，参与真实项目，找到最适合自己的位置。',
  },
  {
    when: '第 10—12 个月',
    title: '定岗历练',
    text: '在目标岗位独立承担工作，完成结业答辩；通过评估后正式定岗，进入下一阶段的发展计划。',
  },
];

export const GROWTH_PATH: readonly GrowthStep[] = [
  { years: '第 1 年', title: '打好基础', text: '完成培养计划，熟悉业务全流程，定岗成为门店或专业岗位的骨干。' },
  { years: '第 2—3 年', title: '独当一面', text: '担任店长、品类采购或工程师，带领小团队，承担明确的业务指标。' },
  { years: '第 3—5 年', title: '带领团队', text: '成长为区域经理、品类经理或技术专家，参与公司重点项目与管理决策。' },
  { years: '5 年以上', title: '走向舞台中央', text: '进入区域或总部管理层，或在专业通道上成为公司的资深专家与讲师。' },
];

/** The three channels of the management trainee notice: where a graduate can grow after the first year. */
export const CHANNELS: readonly TitledText[] = [
  { title: '门店管理通道', text: '储备店长 → 店长 → 区域经理 → 大区总监，管理的门店和团队越来越大。' },
  { title: '专业通道', text: '采购、运营、技术、人力等专业岗位逐级晋升，成为公司认可的专家与内部讲师。' },
  { title: '管理通道', text: '从专业骨干走向部门负责人，参与总部的经营决策，带领更大的团队。' },
];

export const MENTORING: readonly TitledText[] = [
  { title: '业务导师', text: '由所在部门的资深同事担任，手把手带你上手工作，每周一次一对一辅导，帮你解决业务上的难题。' },
  { title: '成长导师', text: '由中高层管理者担任，每月一次交流，聊职业规划、聊困惑，也会把你推荐给更大的舞台。' },
  { title: '同届伙伴', text: '同一届的同学组成学习小组，一起完成训练营和项目答辩，很多人成为了多年的好朋友。' },
];

export const BENEFITS: readonly TitledText[] = [
  { title: '有竞争力的薪酬', text: '校招专属薪酬标准，年度调薪与绩效奖金，优秀者可获专项激励。' },
  { title: '五险一金', text: '按国家规定足额缴纳，另有补充商业医疗保险与年度体检。' },
  { title: '住宿与落户', text: '门店岗位提供员工宿舍或住房补贴，总部岗位提供入职首月过渡住宿，符合条件者提供落户支持。' },
  { title: '带薪假期', text: '带薪年假、婚假、产假与陪产假，入职第一年即可享受年假。' },
  { title: '餐补与交通', text: '工作餐补贴、交通补贴与夜班补贴，节日礼品与生日福利一样不少。' },
  { title: '学习与发展', text: '线上学院 300 余门课程，内部讲师与外部课程支持，优秀员工可参加管理进修项目。' },
];

export const FAQ: readonly Question[] = [
  {
    key: 'major',
    question: '不是零售或管理专业，可以报名吗？',
    answer:
      '可以。管理培训生和储备店长方向专业不限，我们更看重你对零售的兴趣、沟通能力和吃苦精神；技术、采购和供应链方向对专业有一定要求，以职位说明为准。',
  },
  {
    key: 'trainee-vs-store',
    question: '管理培训生和储备店长有什么区别？',
    answer:
      '管理培训生培养期 12 个月，会在门店和总部多个职能轮岗，定岗方向更多样；储备店长聚焦门店管理，成长节奏更快，最快 18 个月担任店长。',
  },
  {
    key: 'how-many',
    question: '可以同时投递多个方向吗？',
    answer:
      '可以，但每个专场都有投递数量上限（通常为 2—3 个职位，以专场说明为准），投递前页面会显示剩余次数，请结合自身情况慎重选择。',
  },
  {
    key: 'city',
    question: '工作城市可以自己选择吗？',
    answer: '投递时可以填写意向城市，公司会结合业务需要与个人意愿综合安排；门店方向通常优先安排在意向城市或家乡附近的门店。',
  },
  {
    key: 'store-work',
    question: '技术方向也需要去门店实践吗？',
    answer: '需要，但时间较短。技术方向的同学会在门店实践 2 周左右，了解真实的业务场景，之后回到研发中心参与项目。',
  },
  {
    key: 'before-start',
    question: '签约后到入职前需要做什么准备？',
    answer: '签约后我们会安排入职前培训与线上学习任务，并邀请你参加校招生交流活动；毕业前也可以申请到门店或部门实习。',
  },
];
