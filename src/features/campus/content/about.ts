/**
 * 关于我们 (school/about): the company as a graduate meets it. A static module, not a server call: the text changes
 * with the company's story, not within a season (issue 11 allows either). The
 * figures agree with the notices of the mock (3000+ stores) and with the campus home.
 */

export interface KeyFigure {
  value: string;
  unit: string;
  label: string;
}

export interface TitledText {
  title: string;
  text: string;
}

export interface Milestone {
  year: string;
  title: string;
  text: string;
}

export interface BusinessLine extends TitledText {
  /** Short facts shown as chips under the text. */
  facts: readonly string[];
}

export const ABOUT_INTRO = {
  title: '关于我们',
  lead: '从一家社区生活超市出发，我们把新鲜、实惠、便利的商品送到千家万户。今天，我们在全国拥有 3000 余家门店，仍然每天都在学习如何把一件小事做好。',
  story: [
    '我们是一家扎根社区的全国性连锁零售企业，门店覆盖 28 个省份、200 多座城市，经营生鲜、食品与日用百货，每天为超过 500 万人次顾客提供服务。',
    '我们相信零售是离生活最近的行业：一颗鸡蛋是否新鲜、一把青菜是否实惠、一次到家是否准时，都是顾客对我们的信任。为此，我们建设了从产地到门店的供应链，也用数字化的方式让门店运营更高效、让员工工作更轻松。',
    '每一年，我们都会迎来一批新同学。他们从门店一线起步，在导师的陪伴下成长为店长、采购经理、数据工程师，也成为了今天的我们。',
  ],
} as const;

export const KEY_FIGURES: readonly KeyFigure[] = [
  { value: '3000', unit: '+', label: '全国门店' },
  { value: '200', unit: '+', label: '覆盖城市' },
  { value: '8', unit: '万+', label: '员工伙伴' },
  { value: '500', unit: '万+', label: '日均服务顾客（人次）' },
];

export const VALUES: readonly TitledText[] = [
  { title: '顾客第一', text: '站在货架前想问题：顾客需要什么，就把什么做到最好。新鲜不过夜、价格看得见、售后不推诿。' },
  { title: '诚信务实', text: '说到做到，不做表面文章。对顾客、对供应商、对同事都坦诚相待，用结果说话。' },
  { title: '开放协作', text: '门店、供应链与总部是一个整体。鼓励提出不同意见，也鼓励放下分歧把事情做成。' },
  { title: '持续成长', text: '今天比昨天做得更好一点。公司为每位员工提供学习与晋升的通道，也期待你带来新的想法。' },
];

export const MILESTONES: readonly Milestone[] = [
  { year: '2004', title: '第一家门店开业', text: '第一家社区生活超市在南京开业，营业面积不到 300 平方米。' },
  { year: '2009', title: '门店突破 100 家', text: '建成第一座生鲜配送中心，蔬菜水果实现当日采摘、次日上架。' },
  { year: '2013', title: '走向全国', text: '进入华中、华南与西南市场，启动“储备店长”计划，培养自己的门店管理者。' },
  { year: '2016', title: '数字化转型', text: '会员系统与招聘官网上线，首届管理培训生入职，校园招聘从此每年开展。' },
  { year: '2019', title: '门店突破 1000 家', text: '自有品牌上市，产地直采基地超过 200 个，建成覆盖全国的冷链网络。' },
  { year: '2022', title: '即时零售', text: '线上到家服务覆盖 100 座城市，门店 3 公里范围内最快 30 分钟送达。' },
  { year: '2025', title: '门店突破 3000 家', text: '门店覆盖 28 个省份、200 多座城市，员工伙伴超过 8 万人。' },
];

export const BUSINESS_LINES: readonly BusinessLine[] = [
  {
    title: '社区生活超市',
    text: '开在居民楼下的生活超市，经营生鲜、食品和日用百货，是我们最核心的业务，也是大多数同学职业生涯的起点。',
    facts: ['3000+ 家门店', '每店 3000 余种商品'],
  },
  {
    title: '生鲜供应链',
    text: '从产地直采、加工分拣到冷链配送，确保蔬果肉禽新鲜、实惠地抵达每一家门店。',
    facts: ['200+ 个直采基地', '30+ 座物流中心'],
  },
  {
    title: '自有品牌',
    text: '与优质工厂联合开发米面粮油、休闲零食与家居日用商品，用更好的品质与更实在的价格赢得顾客。',
    facts: ['1200+ 款商品', '全程品控'],
  },
  {
    title: '数字化与到家业务',
    text: '自主研发会员、订货、排班与线上到家系统，用数据帮助门店决策，让顾客在手机上也能买到新鲜好物。',
    facts: ['100+ 城市到家服务', '自研零售系统'],
  },
];
