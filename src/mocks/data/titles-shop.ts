import type { PositionTypeCode } from '@/api/types/positions';

/** A job template the seed turns into many position demands across places. */
export interface TitleTemplate {
  name: string;
  functionCode: string;
  departCode: string;
  positionType: PositionTypeCode;
  /** Monthly salary range in yuan; null = negotiable. */
  salary: [number, number] | null;
  educationCode: string;
  workYears: string;
  duties: string[];
  requirements: string[];
  tags: string[];
}

const SHOP = 'ATS_SCFT_003';

/** Store jobs: 01 store management, 02 store staff. */
export const SHOP_TITLES: TitleTemplate[] = [
  {
    name: '门店店长',
    functionCode: 'F0101',
    departCode: SHOP,
    positionType: '01',
    salary: [9000, 15000],
    educationCode: 'EDU03',
    workYears: '3-5年',
    duties: [
      '全面负责门店日常运营管理，达成销售与利润目标',
      '负责门店人员排班、培训与绩效管理',
      '监督商品陈列、库存与损耗控制',
      '处理顾客投诉，维护良好的顾客关系',
    ],
    requirements: [
      '大专及以上学历，3年以上零售门店管理经验',
      '熟悉门店运营流程，具备数据分析能力',
      '良好的沟通协调能力与团队领导力',
      '能适应轮班及节假日工作',
    ],
    tags: ['五险一金', '年终奖', '带薪年假'],
  },
  {
    name: '副店长',
    functionCode: 'F0101',
    departCode: SHOP,
    positionType: '01',
    salary: [7000, 10000],
    educationCode: 'EDU03',
    workYears: '1-3年',
    duties: [
      '协助店长完成门店经营指标',
      '负责班组管理与新员工带教',
      '跟进商品订货、到货验收与盘点',
      '店长不在时代理门店管理工作',
    ],
    requirements: ['大专及以上学历，1年以上零售行业主管经验', '熟练使用办公软件及门店系统', '责任心强，执行力好'],
    tags: ['五险一金', '晋升空间大', '员工折扣'],
  },
  {
    name: '储备干部',
    functionCode: 'F0102',
    departCode: SHOP,
    positionType: '01',
    salary: [6000, 8000],
    educationCode: 'EDU03',
    workYears: '不限',
    duties: [
      '参加公司系统化的储备干部培训计划',
      '在门店各岗位轮岗，熟悉收银、理货、生鲜等运营环节',
      '协助门店管理层完成日常管理工作',
      '培养期满后可晋升为门店主管、副店长',
    ],
    requirements: ['大专及以上学历，专业不限', '对零售行业有浓厚兴趣，愿意从基层做起', '服从全国或区域内调配者优先'],
    tags: ['带薪培训', '晋升通道', '包住宿'],
  },
  {
    name: '收银员',
    functionCode: 'F0103',
    departCode: SHOP,
    positionType: '02',
    salary: [4000, 5500],
    educationCode: 'EDU02',
    workYears: '不限',
    duties: [
      '负责门店收银结算工作，保证收银准确',
      '为顾客提供礼貌、快速的结账服务',
      '协助办理会员、积分及退换货',
      '保持收银台区域整洁',
    ],
    requirements: ['高中/中专及以上学历', '做事细心，有耐心，服务意识强', '有收银经验者优先，可接受排班'],
    tags: ['五险', '餐补', '员工折扣'],
  },
  {
    name: '理货员',
    functionCode: 'F0104',
    departCode: SHOP,
    positionType: '02',
    salary: [4000, 5500],
    educationCode: 'EDU01',
    workYears: '不限',
    duties: ['负责商品上架、补货及陈列维护', '检查商品保质期及价签准确性', '协助完成到货验收与盘点'],
    requirements: ['身体健康，吃苦耐劳', '能适应早晚班', '有超市工作经验者优先'],
    tags: ['五险', '餐补', '全勤奖'],
  },
  {
    name: '生鲜员工',
    functionCode: 'F0105',
    departCode: SHOP,
    positionType: '02',
    salary: [4500, 6500],
    educationCode: 'EDU01',
    workYears: '不限',
    duties: ['负责果蔬、肉禽、水产等生鲜商品的加工与陈列', '保证生鲜商品新鲜度与食品安全', '协助生鲜区域订货与损耗控制'],
    requirements: ['持有健康证或可办理健康证', '有生鲜加工经验者优先', '能适应早班工作'],
    tags: ['五险', '技能补贴', '包工作餐'],
  },
  {
    name: '导购员',
    functionCode: 'F0106',
    departCode: SHOP,
    positionType: '02',
    salary: [4000, 7000],
    educationCode: 'EDU02',
    workYears: '不限',
    duties: ['为顾客介绍商品，促成销售', '维护所负责区域的商品陈列', '收集顾客反馈并及时上报'],
    requirements: ['性格开朗，善于沟通', '有销售经验者优先', '普通话流利'],
    tags: ['销售提成', '五险', '员工折扣'],
  },
  {
    name: '防损员',
    functionCode: 'F0107',
    departCode: SHOP,
    positionType: '02',
    salary: [4200, 5800],
    educationCode: 'EDU02',
    workYears: '不限',
    duties: ['负责门店安全防损巡查', '监控出入口，防止商品损失', '协助处理突发事件与消防安全检查'],
    requirements: ['男女不限，身体健康', '有安保或防损经验者优先', '责任心强，能适应夜班'],
    tags: ['五险', '夜班补贴', '包住宿'],
  },
  {
    name: '生鲜主管',
    functionCode: 'F0105',
    departCode: SHOP,
    positionType: '01',
    salary: [6500, 9000],
    educationCode: 'EDU02',
    workYears: '3-5年',
    duties: ['负责门店生鲜课的订货、陈列与销售管理', '控制生鲜损耗，提升毛利', '带领并培训生鲜团队'],
    requirements: ['3年以上超市生鲜管理经验', '熟悉生鲜商品特性与加工标准', '具备较强的成本意识'],
    tags: ['五险一金', '绩效奖金', '年终奖'],
  },
];
