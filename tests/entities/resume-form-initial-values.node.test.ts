import { describe, expect, it } from 'vitest';
import type { Resume, ResumeDraft } from '@/api/resume';
import { emptyResumeValues, mergeResumeValues, toResumeInput } from '@/entities/resume-form/lib/form-values';
import { chooseInitialValues } from '@/entities/resume-form/lib/initial-values';

const resume: Resume = {
  ...emptyResumeValues(),
  id: 'R1',
  resumeType: '01',
  updateTime: '2026-11-01 10:00:00',
  basicInfo: { ...emptyResumeValues().basicInfo, name: '已保存', phone: '13800000000' },
};
const localDraft = (name: string, uuid?: string) => ({
  value: { values: mergeResumeValues(emptyResumeValues(), { basicInfo: { ...resume.basicInfo, name } }), uuid },
  savedAt: 1,
});
const serverDraft = (name: string, updateTime: string): ResumeDraft => ({
  resumeType: '01',
  updateTime,
  content: { basicInfo: { ...resume.basicInfo, name } },
});

describe('what the resume form opens with', () => {
  it('a first resume starts from the account, with one education to fill in', () => {
    const chosen = chooseInitialValues({
      resumeType: '01',
      resume: null,
      serverDraft: null,
      parsed: undefined,
      localDraft: undefined,
      account: { name: '李新', phone: '13900001111' },
    });
    expect(chosen.values.basicInfo).toMatchObject({ name: '李新', phone: '13900001111' });
    expect(chosen.values.educations).toHaveLength(1);
    expect(chosen.restoredFrom).toBeUndefined();
  });

  it('the local draft wins over the saved resume and the server draft', () => {
    const chosen = chooseInitialValues({
      resumeType: '01',
      resume,
      serverDraft: serverDraft('服务器', '2026-11-20 10:00:00'),
      parsed: undefined,
      localDraft: localDraft('本地'),
    });
    expect(chosen.values.basicInfo.name).toBe('本地');
    expect(chosen.base.basicInfo.name).toBe('已保存');
    expect(chosen.restoredFrom).toBe('local');
  });

  it('a server draft newer than the resume is offered; an older one is not', () => {
    const newer = chooseInitialValues({
      resumeType: '01',
      resume,
      serverDraft: serverDraft('新草稿', '2026-11-20 10:00:00'),
      parsed: undefined,
      localDraft: undefined,
    });
    expect(newer).toMatchObject({ restoredFrom: 'server', values: { basicInfo: { name: '新草稿' } } });
    const older = chooseInitialValues({
      resumeType: '01',
      resume,
      serverDraft: serverDraft('旧草稿', '2026-10-01 10:00:00'),
      parsed: undefined,
      localDraft: undefined,
    });
    expect(older.restoredFrom).toBeUndefined();
    expect(older.values.basicInfo.name).toBe('已保存');
  });

  it('a parsed upload is laid over the resume, and a draft of another upload is not offered', () => {
    const chosen = chooseInitialValues({
      resumeType: '01',
      resume,
      serverDraft: null,
      uuid: 'u2',
      localDraft: localDraft('别的上传', 'u1'),
      parsed: { uuid: 'u2', status: 2, message: '', resume: { basicInfo: { ...resume.basicInfo, name: '解析' } } },
    });
    expect(chosen.values.basicInfo.name).toBe('解析');
    expect(chosen.restoredFrom).toBeUndefined();
  });

  it('the save body carries the type, the id and names looked up from codes', () => {
    const values = mergeResumeValues(emptyResumeValues(), {
      basicInfo: { ...resume.basicInfo, currentCityCode: '330100', highestEducationCode: 'EDU04' },
      jobIntention: { ...emptyResumeValues().jobIntention, expectedCityCodes: ['330100'] },
      educations: [
        {
          school: '浙大',
          major: '设计',
          educationCode: 'EDU04',
          educationName: '',
          startDate: '2016-09',
          endDate: '',
          isFullTime: true,
        },
      ],
    });
    const body = toResumeInput(values, '03', { city: () => '杭州市', education: () => '本科' }, 'R1');
    expect(body).toMatchObject({
      id: 'R1',
      resumeType: '03',
      basicInfo: { currentCityName: '杭州市', highestEducationName: '本科' },
      jobIntention: { expectedCityNames: ['杭州市'] },
      educations: [{ educationName: '本科' }],
    });
  });
});
