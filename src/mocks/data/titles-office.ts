import type { TitleTemplate } from './titles-shop';

const TECH = 'ATS_SCFT_011';

/** Headquarters jobs of social recruitment. */
export const SOCIAL_TITLES: TitleTemplate[] = [
  {
    name: '前端开发工程师', functionCode: 'F0201', departCode: TECH, positionType: '03', salary: [15000, 28000], educationCode: 'EDU04', workYears: '3-5年',
    duties: ['负责会员、营销、门店等业务系统的前端开发', '参与前端工程化、组件库建设与性能优化', '与产品、设计、后端协作保证交付质量'],
    requirements: ['本科及以上学历，3年以上前端开发经验', '精通 TypeScript、React，熟悉 Vite/Webpack', '有大型 B 端或电商项目经验者优先'],
    tags: ['五险一金', '弹性工作', '技术氛围好'],
  },
  {
    name: 'Java开发工程师', functionCode: 'F0202', departCode: TECH, positionType: '03', salary: [16000, 30000], educationCode: 'EDU04', workYears: '3-5年',
    duties: ['负责供应链、订单、库存等核心系统的设计与开发', '参与系统架构优化，保障高并发场景下的稳定性', '编写技术文档，参与代码评审'],
    requirements: ['本科及以上学历，计算机相关专业', '熟悉 Spring Boot、MySQL、Redis、消息队列', '有零售或电商行业经验者优先'],
    tags: ['五险一金', '年终奖', '免费班车'],
  },
  {
    name: '测试工程师', functionCode: 'F0203', departCode: TECH, positionType: '03', salary: [12000, 20000], educationCode: 'EDU04', workYears: '1-3年',
    duties: ['负责业务系统的功能、接口及自动化测试', '编写测试用例，跟踪缺陷直至关闭', '推动测试流程改进'],
    requirements: ['本科及以上学历，1年以上测试经验', '熟悉至少一种自动化测试框架', '逻辑清晰，细致耐心'],
    tags: ['五险一金', '双休', '带薪年假'],
  },
  {
    name: '数据分析师', functionCode: 'F0204', departCode: TECH, positionType: '03', salary: [14000, 25000], educationCode: 'EDU04', workYears: '3-5年',
    duties: ['搭建销售、商品、会员等经营分析体系', '输出专题分析报告，支持业务决策', '推动数据产品与报表建设'],
    requirements: ['统计、数学、计算机等相关专业本科及以上学历', '熟练掌握 SQL、Python', '具备良好的业务理解与表达能力'],
    tags: ['五险一金', '年终奖', '弹性工作'],
  },
  {
    name: '产品经理', functionCode: 'F0205', departCode: TECH, positionType: '03', salary: [18000, 32000], educationCode: 'EDU04', workYears: '3-5年',
    duties: ['负责门店数字化产品的规划与设计', '深入门店调研，挖掘一线业务需求', '推动产品迭代上线并跟踪效果'],
    requirements: ['本科及以上学历，3年以上产品经验', '有零售、供应链或 SaaS 产品经验者优先', '优秀的沟通与项目推进能力'],
    tags: ['五险一金', '股票期权', '年终奖'],
  },
  {
    name: '采购专员', functionCode: 'F0301', departCode: 'ATS_SCFT_005', positionType: '03', salary: [8000, 12000], educationCode: 'EDU04', workYears: '1-3年',
    duties: ['负责所辖品类的供应商开发与维护', '跟进采购订单、到货与结算', '进行市场价格调研，控制采购成本'],
    requirements: ['本科及以上学历，1年以上采购经验', '具备良好的谈判能力与成本意识', '熟练使用 Excel'],
    tags: ['五险一金', '餐补', '双休'],
  },
  {
    name: '品类采购经理', functionCode: 'F0301', departCode: 'ATS_SCFT_005', positionType: '03', salary: [20000, 35000], educationCode: 'EDU04', workYears: '5-10年',
    duties: ['制定品类策略，负责品类销售与毛利目标', '主导核心供应商谈判与年度合同', '优化商品结构，引进新品'],
    requirements: ['5年以上快消或零售采购经验', '熟悉食品或日化品类者优先', '数据敏感，决策果断'],
    tags: ['五险一金', '年终奖', '补充医疗'],
  },
  {
    name: '物流调度专员', functionCode: 'F0302', departCode: 'ATS_SCFT_006', positionType: '03', salary: [7000, 10000], educationCode: 'EDU03', workYears: '1-3年',
    duties: ['负责门店配送线路规划与车辆调度', '跟踪配送时效，处理异常', '统计分析物流数据'],
    requirements: ['大专及以上学历，物流相关专业优先', '熟悉 TMS 系统', '抗压能力强'],
    tags: ['五险一金', '交通补贴'],
  },
  {
    name: '仓储主管', functionCode: 'F0303', departCode: 'ATS_SCFT_006', positionType: '03', salary: [9000, 13000], educationCode: 'EDU03', workYears: '3-5年',
    duties: ['负责仓库收货、存储、拣货、发货全流程管理', '保证库存准确率，推进仓库 5S 管理', '带领仓储团队完成作业指标'],
    requirements: ['3年以上仓储管理经验', '熟悉 WMS 系统', '有冷链仓管理经验者优先'],
    tags: ['五险一金', '包住宿', '年终奖'],
  },
  {
    name: '市场推广专员', functionCode: 'F0401', departCode: 'ATS_SCFT_007', positionType: '03', salary: [8000, 12000], educationCode: 'EDU04', workYears: '1-3年',
    duties: ['策划并执行门店开业、节庆促销活动', '管理线上线下推广渠道', '评估活动效果并复盘'],
    requirements: ['本科及以上学历，市场营销相关专业', '有活动策划经验，文案能力强'],
    tags: ['五险一金', '双休'],
  },
  {
    name: '电商运营专员', functionCode: 'F0402', departCode: 'ATS_SCFT_010', positionType: '03', salary: [9000, 15000], educationCode: 'EDU04', workYears: '1-3年',
    duties: ['负责到家业务平台店铺的日常运营', '策划线上营销活动，提升转化率', '分析流量与销售数据，优化商品结构'],
    requirements: ['1年以上电商运营经验', '熟悉主流外卖及到家平台规则', '数据敏感'],
    tags: ['五险一金', '绩效奖金', '弹性工作'],
  },
  {
    name: '品牌策划', functionCode: 'F0403', departCode: 'ATS_SCFT_007', positionType: '03', salary: [12000, 20000], educationCode: 'EDU04', workYears: '3-5年',
    duties: ['负责品牌传播策略与年度计划', '统筹品牌视觉与内容输出', '管理外部创意与媒介资源'],
    requirements: ['3年以上品牌或广告公司经验', '优秀的创意与文字功底'],
    tags: ['五险一金', '年终奖'],
  },
  {
    name: '招聘专员', functionCode: 'F0501', departCode: 'ATS_SCFT_008', positionType: '03', salary: [7000, 10000], educationCode: 'EDU04', workYears: '1-3年',
    duties: ['负责门店及总部岗位的招聘全流程', '维护招聘渠道，组织校园招聘活动', '跟进候选人入职'],
    requirements: ['本科及以上学历，1年以上招聘经验', '沟通能力强，有亲和力'],
    tags: ['五险一金', '双休', '员工折扣'],
  },
  {
    name: '财务会计', functionCode: 'F0502', departCode: 'ATS_SCFT_009', positionType: '03', salary: [8000, 12000], educationCode: 'EDU04', workYears: '3-5年',
    duties: ['负责门店费用审核与账务处理', '编制月度财务报表', '配合完成审计与税务申报'],
    requirements: ['财务、会计相关专业本科及以上学历', '持有初级及以上会计职称', '熟悉用友或金蝶系统'],
    tags: ['五险一金', '双休'],
  },
  {
    name: '法务专员', functionCode: 'F0503', departCode: 'ATS_SCFT_012', positionType: '03', salary: [10000, 16000], educationCode: 'EDU04', workYears: '3-5年',
    duties: ['审核各类合同，提示法律风险', '处理劳动争议与商业纠纷', '开展合规培训'],
    requirements: ['法学本科及以上学历，通过法律职业资格考试', '3年以上企业法务经验'],
    tags: ['五险一金', '双休'],
  },
];

/** Campus jobs (front recruit code ATS_RT_002). */
export const SCHOOL_TITLES: TitleTemplate[] = [
  {
    name: '管理培训生', functionCode: 'F0601', departCode: 'ATS_SCFT_008', positionType: '03', salary: [7000, 9000], educationCode: 'EDU04', workYears: '应届毕业生',
    duties: ['参加为期一年的管培生轮岗计划（门店、采购、运营）', '在导师带领下承担实际业务项目', '培养期结束后定岗为门店或总部管理岗'],
    requirements: ['2026届本科及以上应届毕业生', '学习能力强，有学生干部经历者优先', '接受全国范围内调配'],
    tags: ['导师带教', '落户支持', '带薪培训'],
  },
  {
    name: '储备店长（校招）', functionCode: 'F0102', departCode: 'ATS_SCFT_003', positionType: '03', salary: [6500, 8500], educationCode: 'EDU03', workYears: '应届毕业生',
    duties: ['从门店基层岗位开始系统学习门店运营', '参与门店管理，逐步独立负责区域', '两年内有机会成长为门店店长'],
    requirements: ['2026届大专及以上应届毕业生', '热爱零售行业，能吃苦', '愿意在一线门店工作'],
    tags: ['包住宿', '晋升快', '带薪培训'],
  },
  {
    name: '前端开发工程师（校招）', functionCode: 'F0201', departCode: 'ATS_SCFT_011', positionType: '03', salary: [12000, 16000], educationCode: 'EDU04', workYears: '应届毕业生',
    duties: ['参与门店、会员等系统的前端开发', '在导师指导下完成功能模块与单元测试'],
    requirements: ['2026届本科及以上学历，计算机相关专业', '熟悉 JavaScript/TypeScript，了解 React', '有个人项目或实习经历者优先'],
    tags: ['导师带教', '技术分享', '弹性工作'],
  },
  {
    name: '数据分析师（校招）', functionCode: 'F0204', departCode: 'ATS_SCFT_011', positionType: '03', salary: [11000, 15000], educationCode: 'EDU05', workYears: '应届毕业生',
    duties: ['参与经营数据分析与报表开发', '支持商品、会员等专题分析'],
    requirements: ['2026届硕士，统计、数学、计算机相关专业', '熟练使用 SQL 和 Python'],
    tags: ['导师带教', '落户支持'],
  },
  {
    name: '采购培训生', functionCode: 'F0301', departCode: 'ATS_SCFT_005', positionType: '03', salary: [7000, 9000], educationCode: 'EDU04', workYears: '应届毕业生',
    duties: ['学习品类管理与供应商谈判', '协助采购经理完成品类分析与新品引进'],
    requirements: ['2026届本科及以上应届毕业生，专业不限', '对数字敏感，沟通能力强'],
    tags: ['导师带教', '带薪培训'],
  },
];
