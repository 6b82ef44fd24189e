import { Button, Radio, Skeleton } from 'antd';
import type { ActivityCity, ActivityStatus, TalkFormat } from '@/api/campus';
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
      <div className={styles.filterRow}>
        <span id="talk-filter-format" className={styles.filterLabel}>
          形式
        </span>
        <Radio.Group
          aria-labelledby="talk-filter-format"
          name="talk-format"
          optionType="button"
          value={filters.talkFormat === undefined ? ALL : String(filters.talkFormat)}
          onChange={(event) => {
            const value = String(event.target.value);
            onChange({ ...filters, talkFormat: value === ALL ? undefined : (Number(value) as TalkFormat), page: 1 });
          }}
          options={FORMAT_OPTIONS}
        />
      </div>
      <div className={styles.filterRow}>
        <span id="talk-filter-status" className={styles.filterLabel}>
          状态
        </span>
        <Radio.Group
          aria-labelledby="talk-filter-status"
          name="talk-status"
          optionType="button"
          value={filters.status === undefined ? ALL : String(filters.status)}
          onChange={(event) => {
            const value = String(event.target.value);
            onChange({ ...filters, status: value === ALL ? undefined : (Number(value) as ActivityStatus), page: 1 });
          }}
          options={STATUS_OPTIONS}
        />
        {isFiltered(filters) && (
          <Button type="link" onClick={() => onChange({ page: 1 })} style={{ marginLeft: 'auto' }}>
            清空筛选
          </Button>
        )}
      </div>
    </div>
  );
}
