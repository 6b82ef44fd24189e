import { createFriendResume, deleteFriendResume, getFriendResumes, getReferrals, updateFriendResume } from '@/api/referral';
import { getResumeById } from '@/api/resume';
import { NEW_RESUME } from './fixtures';
import { captureToasts, signInAs } from './session';

describe('api/referral against the mock backend', () => {
  beforeEach(() => signInAs('staff-wang'));

  it('lists referrals in every status 1–3 and every invalid reason 1–4 with its n', async () => {
    const all = await getReferrals({ pageSize: 50 });
    expect(new Set(all.list.map((r) => r.status))).toEqual(new Set([1, 2, 3]));
    const reasons = all.list.filter((r) => r.invalidReason !== null);
    expect(new Set(reasons.map((r) => r.invalidReason))).toEqual(new Set([1, 2, 3, 4]));
    expect(reasons.find((r) => r.invalidReason === 1)?.invalidValue).toBe(6);
    expect(reasons.find((r) => r.invalidReason === 4)?.invalidValue).toBe(180);
    const succeeded = await getReferrals({ status: 3 });
    expect(succeeded.list.every((r) => r.status === 3)).toBe(true);
  });

  it('adds, edits and deletes a friend’s resume, each visible in the next read', async () => {
    const before = await getFriendResumes({ pageSize: 50 });
    const { id } = await createFriendResume({
      ...NEW_RESUME,
      basicInfo: { ...NEW_RESUME.basicInfo, name: '新朋友', phone: '13100009999' },
    });
    const added = await getFriendResumes({ pageSize: 50 });
    expect(added.total).toBe(before.total + 1);
    expect(added.list[0]).toMatchObject({ id, name: '新朋友' });
    await updateFriendResume(id, {
      ...NEW_RESUME,
      basicInfo: { ...NEW_RESUME.basicInfo, name: '改名朋友', phone: '13100009999' },
    });
    expect((await getResumeById(id)).basicInfo.name).toBe('改名朋友');
    await deleteFriendResume(id);
    expect((await getFriendResumes({ pageSize: 50 })).total).toBe(before.total);
  });

  it('refuses a second friend’s resume with the same phone', async () => {
    const toasts = captureToasts();
    await expect(
      createFriendResume({ ...NEW_RESUME, basicInfo: { ...NEW_RESUME.basicInfo, phone: '13711112222' } }),
    ).rejects.toMatchObject({
      kind: 'business',
      serverMessage: '该手机号的好友简历已存在',
    });
    expect(toasts).toEqual(['该手机号的好友简历已存在']);
  });

  it('searches friends’ resumes by keyword', async () => {
    const found = await getFriendResumes({ keyword: '孙浩然' });
    expect(found.list.map((r) => r.name)).toEqual(['孙浩然']);
  });
});
