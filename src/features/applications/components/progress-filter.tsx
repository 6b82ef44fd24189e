import { Radio } from 'antd';
import { APPLY_PROGRESS, type ApplyProgress } from '@/api/applications';
import { PROGRESS_ALL, PROGRESS_LABEL } from '../lib/timeline';

const VALUES: readonly (ApplyProgress | typeof PROGRESS_ALL)[] = [PROGRESS_ALL, ...APPLY_PROGRESS];
const OPTIONS = VALUES.map((value) => ({ value, label: PROGRESS_LABEL[value] }));

/** Reads the filter from the address: one of `ApplyProgress`, else all. */
export function parseProgress(value: string | null): ApplyProgress | undefined {
  return APPLY_PROGRESS.find((progress) => progress === value);
}

interface ProgressFilterProps {
  value: ApplyProgress | undefined;
  onChange: (progress: ApplyProgress | undefined) => void;
}

/** The progress filter of the records: native radios (arrow keys move between them), shown as buttons. */
export function ProgressFilter({ value, onChange }: ProgressFilterProps) {
  return (
    <Radio.Group
      role="radiogroup"
      aria-label="按投递进度筛选"
      optionType="button"
      buttonStyle="solid"
      options={OPTIONS}
      value={value ?? PROGRESS_ALL}
      onChange={(event) => onChange(parseProgress(String(event.target.value)))}
    />
  );
}
