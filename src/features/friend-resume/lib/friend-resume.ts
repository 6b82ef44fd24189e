import type { FriendResumeSummary } from '@/api/referral';
import type { Resume } from '@/api/resume';
import { PATTERNS } from '@/lib/validation';

/** The friends' resumes of resume management, a page at a time. */
export const FRIEND_RESUME_PAGE_SIZE = 10;
/** The picker of "推荐好友" shows fewer per page: it sits under the job. */
export const PICKER_PAGE_SIZE = 5;

/** The local draft of a friend's resume (rule DRAFT-1): one for a new resume, one per resume being edited. */
export function friendDraftFormId(resumeId?: string): string {
  return resumeId ? `friend-resume-${resumeId}` : 'friend-resume-new';
}

/** Whether the phone is a complete mobile number worth looking up (rule VAL-2). */
export function isCompletePhone(phone: string | undefined): phone is string {
  return typeof phone === 'string' && PATTERNS.mobile.pattern.test(phone);
}

/** The friend's resume kept under exactly this phone, among the answers of a keyword search. */
export function friendWithPhone(
  list: readonly FriendResumeSummary[] | undefined,
  phone: string,
): FriendResumeSummary | undefined {
  return list?.find((friend) => friend.phone === phone);
}

/** A just-saved resume as the picker shows it. */
export function summaryOf(id: string, resume: Pick<Resume, 'basicInfo' | 'jobIntention'>): FriendResumeSummary {
  return {
    id,
    name: resume.basicInfo.name,
    phone: resume.basicInfo.phone,
    gender: resume.basicInfo.gender,
    educationName: resume.basicInfo.highestEducationName,
    workYears: resume.basicInfo.workYears,
    expectedPosition: resume.jobIntention.expectedPosition,
    updateTime: '',
    referralCount: 0,
  };
}

/** Send status 1 of a referral (rule STATE-10): this friend's resume was already referred to this job. */
export const ALREADY_REFERRED_MESSAGE = '该好友已推荐过此职位，请勿重复推荐';
/** Send status 3: referred to a job of the same function within 90 days. */
export const SIMILAR_REFERRED_TITLE = '该好友近期已被推荐过同类职位';
export const SIMILAR_REFERRED_FALLBACK = '该好友90天内已被推荐过同类职位，暂不能再次推荐，可以为好友看看其他职位。';
