import { Tag } from 'antd';
import type { ReferralStatus } from '@/api/referral';
import { EMPTY_PLACEHOLDER } from '@/lib/format';
import { REFERRAL_STATUS_LABEL } from '../lib/invalid-reason';

// Dark text on a light background of the same hue: every tag keeps AA contrast (antd's light presets do not).
const TONE: Record<ReferralStatus, { color: string; background: string; borderColor: string }> = {
  1: { color: '#0958d9', background: '#e6f4ff', borderColor: '#91caff' },
  2: { color: '#595959', background: '#f5f5f5', borderColor: '#d9d9d9' },
  3: { color: '#237804', background: '#f6ffed', borderColor: '#b7eb8f' },
};

/** A referral's status (rule STATE-5) as a tag: 进行中 blue, 已结束 gray, 推荐成功 green. */
export function ReferralStatusTag({ status }: { status: ReferralStatus | null }) {
  if (status === null) return <span>{EMPTY_PLACEHOLDER}</span>;
  return (
    <Tag data-status={status} style={{ marginInlineEnd: 0, ...TONE[status] }}>
      {REFERRAL_STATUS_LABEL[status]}
    </Tag>
  );
}
