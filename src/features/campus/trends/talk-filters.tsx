import { Button, Radio, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import type { ActivityCity } from '@/api/campus';
import { LoadingRegion } from '@/components/page-skeleton';
import { ACTIVITY_STATUS_LABEL } from '@/entities/activity/activity-status-tag';
import { isFiltered, type TalkFilters as Filters } from './trends-search';
import styles from './talks.module.css';

const ALL = 'all';

const FORMAT_OPTIONS = [
  { value: ALL, label: '全部' },
  { value: '0', label: '线下宣讲' },
  { value: '1', label: '线上宣讲' },
];

// In the order of the list: today's talks, then the upcoming ones, then the finished ones (rule STATE-7).
const STATUS_OPTIONS = [
  { value: ALL, label: '全部' },
  ...([2, 1, 3] as const).map((status) => ({ value: String(status), label: ACTIVITY_STATUS_LABEL[status] })),
];

interface CityLine {
  data?: ActivityCity[];
  failed: boolean;
  retrying: boolean;
  onRetry: () => void;
}

interface TalkFiltersProps {
  filters: Filters;
  cities: CityLine;
  onChange: (next: Filters) => void;
}

function CityOptions({ filters, cities, onChange }: TalkFiltersProps) {
  if (cities.failed && !cities.data) {
    return (
      <span className={styles.filterNote}>
        城市加载失败
        <Button type="link" size="small" loading={cities.retrying} onClick={cities.onRetry}>
          重试
        </Button>
      </span>
    );
  }
  if (!cities.data) {
    return (
      <LoadingRegion label="城市加载中" style={{ display: 'flex', gap: 8 }}>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton.Button key={i} active style={{ width: 64 }} />
        ))}
      </LoadingRegion>
    );
  }
  return (
    <Radio.Group
      aria-labelledby="talk-filter-city"
      name="talk-city"
      optionType="button"
      value={filters.cityCode ?? ALL}
      onChange={(event) => {
        const value = String(event.target.value);
        onChange({ ...filters, cityCode: value === ALL ? undefined : value, page: 1 });
      }}
      options={[
        { value: ALL, label: '全部' },
        ...cities.data.map((city) => ({ value: city.code, label: city.name || city.code })),
      ]}
    />
  );
}

interface ChoiceRowProps<T extends number> {
  /** Names the row: its label is `talk-filter-{filter}`, its radios' group `talk-{filter}`. */
  filter: string;
  label: string;
  value: T | undefined;
  options: { value: string; label: string }[];
  /** The chosen value; undefined for "all". */
  onChange: (value: T | undefined) => void;
  /** What follows the choices in the row. */
  children?: ReactNode;
}

/** A labelled row of button radios over a numeric filter, "all" first. */
function ChoiceRow<T extends number>({ filter, label, value, options, onChange, children }: ChoiceRowProps<T>) {
  const labelId = `talk-filter-${filter}`;
  return (
    <div className={styles.filterRow}>
      <span id={labelId} className={styles.filterLabel}>
        {label}
      </span>
      <Radio.Group
        aria-labelledby={labelId}
        name={`talk-${filter}`}
        optionType="button"
        value={value === undefined ? ALL : String(value)}
        onChange={(event) => {
          const next = String(event.target.value);
          onChange(next === ALL ? undefined : (Number(next) as T));
        }}
        options={options}
      />
      {children}
    </div>
  );
}

/** The talk overview's filters: city (the activity line's cities), format and status, each a row of choices. */
export function TalkFilters(props: TalkFiltersProps) {
  const { filters, onChange } = props;
  return (
    <div className={styles.filters} role="group" aria-label="筛选宣讲会">
      <div className={styles.filterRow}>
        <span id="talk-filter-city" className={styles.filterLabel}>
          城市
        </span>
        <CityOptions {...props} />
      </div>
      <ChoiceRow
        filter="format"
        label="形式"
        value={filters.talkFormat}
        options={FORMAT_OPTIONS}
        onChange={(talkFormat) => onChange({ ...filters, talkFormat, page: 1 })}
      />
      <ChoiceRow
        filter="status"
        label="状态"
        value={filters.status}
        options={STATUS_OPTIONS}
        onChange={(status) => onChange({ ...filters, status, page: 1 })}
      >
        {isFiltered(filters) && (
          <Button type="link" onClick={() => onChange({ page: 1 })} style={{ marginLeft: 'auto' }}>
            清空筛选
          </Button>
        )}
      </ChoiceRow>
    </div>
  );
}
