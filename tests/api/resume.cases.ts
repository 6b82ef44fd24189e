import {
  getMyResume,
  getResumeById,
  getResumeDraft,
  getResumeParseResult,
  saveResume,
  saveResumeDraft,
  uploadResumeForParse,
} from '@/api/resume';
import { NEW_RESUME } from './fixtures';
import { captureToasts, signInAs } from './session';

describe('api/resume against the mock backend', () => {
  it('has a resume of every type 01–04 for the full demo candidate', async () => {
    signInAs('cand-full');
    for (const type of ['01', '02', '03', '04'] as const) {
      const resume = await getMyResume(type);
      expect(resume?.resumeType).toBe(type);
    }
    const full = await getResumeById('R-full-01');
    expect(full.works.length).toBeGreaterThan(0);
    expect(full.educations[0]?.school).toBe('浙江工业大学');
    expect(full.attachment?.fileName).toMatch(/\.pdf$/);
  });

  it('creates a resume for a new candidate, then updates it, clearing the draft', async () => {
    signInAs('cand-new');
    await expect(getMyResume()).resolves.toBeNull();
    await saveResumeDraft({ resumeType: '01', content: { selfEvaluation: '写到一半' } });
    await expect(getResumeDraft()).resolves.toMatchObject({ resumeType: '01', content: { selfEvaluation: '写到一半' } });
    const { id } = await saveResume(NEW_RESUME);
    await expect(getResumeDraft()).resolves.toBeNull();
    await saveResume({ ...NEW_RESUME, id, selfEvaluation: '更新后的自我评价' });
    await expect(getMyResume('01')).resolves.toMatchObject({ id, selfEvaluation: '更新后的自我评价' });
  });

  it('hides other candidates’ resumes', async () => {
    const toasts = captureToasts();
    signInAs('cand-new');
    await expect(getResumeById('R-full-01')).rejects.toMatchObject({ kind: 'business' });
    expect(toasts).toEqual(['简历不存在']);
  });

  it.each([
    ['简历-error1.doc', -1],
    ['简历-error2.pdf', -2],
    ['简历-error3.pdf', -3],
    ['简历-error4.pdf', -4],
  ])('parses %s to error status %i', async (fileName, status) => {
    signInAs('cand-full');
    const uuid = 'e'.repeat(32);
    await uploadResumeForParse(uuid, new File(['x'], fileName, { type: 'application/pdf' }));
    await expect(getResumeParseResult(uuid)).resolves.toMatchObject({ status });
  });

  it.each([
    ['我的简历.pdf', 1],
    ['我的简历-partial.pdf', 2],
  ])('parses %s: loading twice, then status %i with the parsed resume', async (fileName, status) => {
    signInAs('cand-full');
    const uuid = '1'.repeat(32);
    await uploadResumeForParse(uuid, new File(['x'], fileName, { type: 'application/pdf' }));
    expect((await getResumeParseResult(uuid)).status).toBe(0);
    expect((await getResumeParseResult(uuid)).status).toBe(0);
    const done = await getResumeParseResult(uuid);
    expect(done.status).toBe(status);
    expect(done.resume?.basicInfo?.name).toBe('解析示例');
    expect(done.resume?.attachment?.fileName).toBe(fileName);
  });
});
