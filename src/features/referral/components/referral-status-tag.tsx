import type { ReferralStatus } from '@/api/referral';
import { StatusTag, type TagTone } from '@/components/status-tag';
import { REFERRAL_STATUS_LABEL } from '../lib/invalid-reason';

const TONE: Record<ReferralStatus, TagTone> = { 1: 'blue', 2: 'gray', 3: 'green' };

/** A referral's status (rule STATE-5) as a tag: 进行中 blue, 已结束 gray, 推荐成功 green. */
export function ReferralStatusTag({ status }: { status: ReferralStatus | null }) {
  return <StatusTag status={status} labels={REFERRAL_STATUS_LABEL} tones={TONE} />;
}
