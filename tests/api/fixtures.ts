import type { ResumeInput } from '@/api/resume';

/** A complete social resume body for the new demo candidate. */
export const NEW_RESUME: ResumeInput = {
  resumeType: '01',
  basicInfo: {
    name: '李新',
    gender: 1,
    birthday: '1999-05',
    phone: '13900001111',
    email: 'lixin@example.com',
    currentCityCode: '310100',
    currentCityName: '上海市',
    workYears: 2,
    highestEducationCode: 'EDU04',
    highestEducationName: '本科',
  },
  jobIntention: {
    expectedPosition: '采购专员',
    expectedCityCodes: ['310100'],
    expectedCityNames: ['上海市'],
    expectedSalaryMin: 8000,
    expectedSalaryMax: 12000,
    jobStatus: '在职，考虑机会',
    arrivalTime: '一个月内',
  },
  educations: [
    {
      school: '上海大学',
      major: '物流管理',
      educationCode: 'EDU04',
      educationName: '本科',
      startDate: '2017-09',
      endDate: '2021-06',
      isFullTime: true,
    },
  ],
  works: [],
  projects: [],
  skills: [],
  certificates: [],
  languages: [],
  selfEvaluation: '踏实肯干',
  attachment: null,
};
