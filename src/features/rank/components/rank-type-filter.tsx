import { Radio } from 'antd';
import { RANK_TYPE_LABEL, type RankType } from '../lib/rank';

const OPTIONS = ([1, 2] as const).map((type) => ({ value: type, label: RANK_TYPE_LABEL[type] }));

/** Switches the leaderboard between points and referred hires: native radios shown as buttons. */
export function RankTypeFilter({ value, onChange }: { value: RankType; onChange: (type: RankType) => void }) {
  return (
    <Radio.Group
      role="radiogroup"
      aria-label="排行方式"
      optionType="button"
      buttonStyle="solid"
      options={OPTIONS}
      value={value}
      onChange={(event) => onChange(event.target.value === 2 ? 2 : 1)}
    />
  );
}
