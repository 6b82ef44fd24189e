import { DatePicker } from 'antd';
import dayjs from 'dayjs';

const MONTH_FORMAT = 'YYYY-MM';

interface MonthPickerProps {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  /** Shown for an empty value where empty has a meaning, e.g. "至今" for an end date. */
  emptyLabel?: string;
  'aria-required'?: boolean;
}

/**
 * A month picker whose value is the 'YYYY-MM' text the API uses, so form values stay plain JSON
 * (drafts are stored as they are) and no dayjs object leaks into the save body.
 */
export function MonthPicker({ id, value, onChange, placeholder, emptyLabel, ...rest }: MonthPickerProps) {
  const date = value ? dayjs(value, MONTH_FORMAT) : null;
  return (
    <DatePicker
      id={id}
      picker="month"
      format={MONTH_FORMAT}
      value={date && date.isValid() ? date : null}
      onChange={(next) => onChange?.(next ? next.format(MONTH_FORMAT) : '')}
      placeholder={emptyLabel && !value ? emptyLabel : placeholder}
      disabledDate={(current) => current.isAfter(dayjs().add(10, 'year'))}
      style={{ width: '100%' }}
      // Enter confirms the typed month; it must not also submit the whole resume form.
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.preventDefault();
      }}
      aria-required={rest['aria-required']}
    />
  );
}
