import type { Resume, ResumeInput, ResumeType } from '@/api/types/resume';
import { daysFromAnchor } from './prng';

/** A stored resume with its owner: a candidate's own, a staff member's friend's, or an interview pool one. */
export interface ResumeRecord extends Resume {
  ownerId: string;
  kind: 'own' | 'friend' | 'pool';
}

interface PersonSeed {
  name: string;
  gender: 1 | 2;
  birthday: string;
  phone: string;
  email: string;
  cityCode: string;
  cityName: string;
  workYears: number;
  educationCode: string;
  educationName: string;
  school: string;
  major: string;
  expectedPosition: string;
}

/** A complete resume body for a person; sections vary with the resume type. */
export function resumeBody(type: ResumeType, p: PersonSeed): ResumeInput {
  const graduate = p.workYears === 0;
  const full = type === '01' || type === '02';
  return {
    resumeType: type,
    basicInfo: {
      name: p.name,
      gender: p.gender,
      birthday: p.birthday,
      phone: p.phone,
      email: p.email,
      currentCityCode: p.cityCode,
      currentCityName: p.cityName,
      workYears: p.workYears,
      highestEducationCode: p.educationCode,
      highestEducationName: p.educationName,
    },
    jobIntention: {
      expectedPosition: p.expectedPosition,
      expectedCityCodes: [p.cityCode],
      expectedCityNames: [p.cityName],
      expectedSalaryMin: graduate ? 8000 : 15000,
      expectedSalaryMax: graduate ? 12000 : 25000,
      jobStatus: graduate ? '应届毕业生' : '在职，考虑机会',
      arrivalTime: graduate ? '随时到岗' : '一个月内',
    },
    educations: [
      {
        id: 'edu-1',
        school: p.school,
        major: p.major,
        educationCode: p.educationCode,
        educationName: p.educationName,
        startDate: graduate ? '2022-09' : '2013-09',
        endDate: graduate ? '2026-06' : '2017-06',
        isFullTime: true,
      },
    ],
    works: graduate
      ? []
      : [
          {
            id: 'work-1',
            company: '杭州云栖科技有限公司',
            positionName: p.expectedPosition,
            department: '零售事业部',
            startDate: '2021-03',
            endDate: '',
            description: '负责门店数字化系统的建设与迭代，主导会员积分模块重构，系统响应时间降低 40%。',
          },
          {
            id: 'work-2',
            company: '上海鲜丰商贸有限公司',
            positionName: '助理',
            department: '运营部',
            startDate: '2017-07',
            endDate: '2021-02',
            description: '参与 60 家门店的运营支持，编写运营周报，协助完成年度促销活动。',
          },
        ],
    projects: full
      ? [
          {
            id: 'project-1',
            name: graduate ? '校园二手交易平台' : '门店智能补货系统',
            role: graduate ? '前端负责人' : '项目负责人',
            startDate: graduate ? '2024-03' : '2023-01',
            endDate: graduate ? '2024-09' : '2023-12',
            description: graduate
              ? '使用 React + TypeScript 开发，注册用户 3000+，负责整体前端架构与组件封装。'
              : '基于销量预测自动生成补货单，覆盖 120 家门店，缺货率下降 18%。',
          },
        ]
      : [],
    skills: full
      ? [
          { name: 'TypeScript', level: 3 },
          { name: '数据分析', level: 2 },
        ]
      : [],
    certificates: full ? [{ name: graduate ? '全国计算机等级考试二级' : 'PMP 项目管理专业人士', obtainDate: '2023-06' }] : [],
    languages: full ? [{ language: '英语', level: graduate ? 'CET-6' : '熟练' }] : [],
    selfEvaluation: type === '04' ? '' : '工作认真负责，沟通顺畅，喜欢在一线解决实际问题。',
    attachment:
      type === '04' || type === '01'
        ? {
            fileName: `${p.name}-简历.pdf`,
            fileUrl: `/mock-files/resume-${p.phone}.pdf`,
            fileSize: 238_592,
            uploadTime: daysFromAnchor(-20, 15),
          }
        : null,
  };
}

const FULL: PersonSeed = {
  name: '张晓明',
  gender: 1,
  birthday: '1995-04',
  phone: '13812345678',
  email: 'zhangxiaoming@example.com',
  cityCode: '330100',
  cityName: '杭州市',
  workYears: 8,
  educationCode: 'EDU04',
  educationName: '本科',
  school: '浙江工业大学',
  major: '计算机科学与技术',
  expectedPosition: '前端开发工程师',
};
const CAMPUS: PersonSeed = {
  name: '赵雨桐',
  gender: 2,
  birthday: '2003-09',
  phone: '15000002222',
  email: 'zhaoyutong@example.com',
  cityCode: '420100',
  cityName: '武汉市',
  workYears: 0,
  educationCode: 'EDU04',
  educationName: '本科',
  school: '武汉大学',
  major: '工商管理',
  expectedPosition: '管理培训生',
};

/** Friends of staff and interview candidates: [name, gender, phone, position, education code, name, years]. */
const OTHERS: Array<[string, 1 | 2, string, string, string, string, number]> = [
  ['孙浩然', 1, '13711112222', '门店店长', 'EDU03', '大专', 6],
  ['周婷', 2, '13722223333', '收银员', 'EDU02', '高中/中专', 2],
  ['吴俊杰', 1, '13733334444', 'Java开发工程师', 'EDU04', '本科', 5],
  ['郑佳怡', 2, '13744445555', '采购专员', 'EDU04', '本科', 3],
  ['冯子豪', 1, '13755556666', '储备干部', 'EDU03', '大专', 1],
  ['何雪', 2, '13766667777', '数据分析师', 'EDU05', '硕士', 4],
  ['马骏', 1, '13777778888', '前端开发工程师', 'EDU04', '本科', 3],
  ['林晓彤', 2, '13788889999', '电商运营专员', 'EDU04', '本科', 2],
  ['高鹏', 1, '13799990000', '仓储主管', 'EDU03', '大专', 7],
  ['罗敏', 2, '13611110000', '产品经理', 'EDU04', '本科', 6],
];

function other(index: number): PersonSeed {
  const [name, gender, phone, position, eduCode, eduName, years] = OTHERS[index % OTHERS.length] as (typeof OTHERS)[number];
  return {
    name,
    gender,
    birthday: `${1990 + (index % 8)}-0${1 + (index % 9)}`,
    phone,
    email: `${phone}@example.com`,
    cityCode: index % 2 ? '310100' : '440300',
    cityName: index % 2 ? '上海市' : '深圳市',
    workYears: years,
    educationCode: eduCode,
    educationName: eduName,
    school: index % 2 ? '上海大学' : '深圳大学',
    major: '市场营销',
    expectedPosition: position,
  };
}

function record(id: string, ownerId: string, kind: ResumeRecord['kind'], body: ResumeInput, daysAgo: number): ResumeRecord {
  return { ...body, id, ownerId, kind, updateTime: daysFromAnchor(-daysAgo, 9 + (daysAgo % 9)) };
}

/** Candidate resumes (cand-full has one of every type), friends' resumes of staff, and an interview pool. */
export function seedResumes(): ResumeRecord[] {
  const own = (['01', '02', '03', '04'] as const).map((type, i) =>
    record(`R-full-${type}`, 'cand-full', 'own', resumeBody(type, FULL), 3 + i * 5),
  );
  const campus = record('R-campus-02', 'cand-campus', 'own', resumeBody('02', CAMPUS), 6);
  const friends = [0, 1, 2, 3, 4, 5].map((i) =>
    record(`FR-wang-${i + 1}`, 'staff-wang', 'friend', resumeBody(i % 2 ? '03' : '01', other(i)), 2 + i * 7),
  );
  const techFriends = [6, 7].map((i) => record(`FR-tech-${i - 5}`, 'staff-tech', 'friend', resumeBody('01', other(i)), 4 + i));
  const pool = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) =>
    record(`R-pool-${i + 1}`, 'pool', 'pool', resumeBody('01', other(i)), 10 + i),
  );
  return [...own, campus, ...friends, ...techFriends, ...pool];
}

/** A parsed resume for a parse result, derived from the uploaded file's name. */
export function parsedResume(fileName: string, partial: boolean): Partial<ResumeInput> {
  const body = resumeBody('01', { ...FULL, name: '解析示例', phone: '13000000000', email: 'parsed@example.com' });
  const attachment = {
    fileName,
    fileUrl: `/mock-files/${encodeURIComponent(fileName)}`,
    fileSize: 180_224,
    uploadTime: daysFromAnchor(0, 12),
  };
  if (partial) return { resumeType: '01', basicInfo: body.basicInfo, educations: body.educations, attachment };
  return { ...body, attachment };
}
