import { Radio } from 'antd';
import type { ReferralStatus } from '@/api/referral';
import { REFERRAL_STATUS_LABEL, REFERRAL_STATUSES } from '../lib/invalid-reason';

const ALL = 'all';
const OPTIONS = [
  { value: ALL, label: '全部' },
  ...REFERRAL_STATUSES.map((status) => ({ value: String(status), label: REFERRAL_STATUS_LABEL[status] })),
];

interface ReferralStatusFilterProps {
  value: ReferralStatus | undefined;
  onChange: (status: ReferralStatus | undefined) => void;
}

/** The status filter of my referrals: native radios (arrow keys move between them), shown as buttons. */
export function ReferralStatusFilter({ value, onChange }: ReferralStatusFilterProps) {
  return (
    <Radio.Group
      role="radiogroup"
      aria-label="按推荐状态筛选"
      optionType="button"
      buttonStyle="solid"
      options={OPTIONS}
      value={value === undefined ? ALL : String(value)}
      onChange={(event) => {
        const picked = String(event.target.value);
        onChange(picked === ALL ? undefined : (Number(picked) as ReferralStatus));
      }}
    />
  );
}
