import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Skeleton } from 'antd';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { campusQueries, type ActivityCity, type CareerTalk } from '@/api/campus';
import type { Paged } from '@/api/types/common';
import { deferredView } from '@/components/deferred-view';
import { queryViewProps, type QueryViewProps } from '@/components/query-view-props';
import { useLatestCallback } from '@/components/use-latest-callback';
import { LoadErrorResult } from '@/components/load-error-result';
import { LoadingRegion } from '@/components/page-skeleton';
import { Paging } from '@/components/paging';
import { usePagePath } from '@/lib/routing';
import { TalkCard } from './talk-card';
import { TalkFilters } from './talk-filters';
import { isFiltered, parseTalkFilters, talkFiltersQuery, type TalkFilters as Filters } from './trends-search';
import styles from './trends.module.css';
import talkStyles from './talks.module.css';

/** Talks per page: four rows of two cards. */
export const TALK_PAGE_SIZE = 8;

function TalkListSkeleton() {
  return (
    <LoadingRegion label="宣讲会加载中">
      <div className={talkStyles.countSkeleton} />
      <div className={talkStyles.list}>
        {Array.from({ length: TALK_PAGE_SIZE }, (_, i) => (
          <div key={i} className={`${talkStyles.card} ${talkStyles.cardSkeleton}`}>
            <Skeleton.Button active style={{ width: 64, height: 84 }} />
            <Skeleton active title={{ width: '45%' }} paragraph={{ rows: 3, width: ['80%', '40%', '70%'] }} style={{ flex: 1 }} />
          </div>
        ))}
      </div>
      <div className={talkStyles.pagingSkeleton} />
    </LoadingRegion>
  );
}

/** Tab "宣讲总览": career talks with the city line's cities, filtered by city, format and status in the address. */
export function TalksTab() {
  const path = usePagePath();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseTalkFilters(params), [params]);
  const { cityCode, talkFormat, status, page } = filters;
  const cities = useQuery(campusQueries.activityCities());
  const talks = useQuery(campusQueries.careerTalks({ cityCode, talkFormat, status, page, pageSize: TALK_PAGE_SIZE }));
  const show = useLatestCallback((next: Filters) => setParams(talkFiltersQuery(next, params), { replace: true }));
  // The answers render the tab in the background, in slices (docs/decisions/095, 116).
  return (
    <TalksTabView
      filters={filters}
      show={show}
      trendsUrl={`${window.location.origin}${path('trends', { query: { tab: 'talks' } })}`}
      {...queryViewProps(talks)}
      cityList={cities.data}
      citiesFailed={cities.isError}
      citiesFetching={cities.isFetching}
      refetchCities={cities.refetch}
    />
  );
}

interface TalksTabViewProps extends QueryViewProps<Paged<CareerTalk>> {
  filters: Filters;
  show: (next: Filters) => void;
  trendsUrl: string;
  cityList: ActivityCity[] | undefined;
  citiesFailed: boolean;
  citiesFetching: boolean;
  refetchCities: () => unknown;
}

const TalksTabView = deferredView(function TalksTabView({
  filters,
  show,
  trendsUrl,
  data,
  failed,
  fetching,
  refetch,
  cityList,
  citiesFailed,
  citiesFetching,
  refetchCities,
}: TalksTabViewProps) {
  const { page } = filters;
  let body;
  if (failed && !data) {
    body = <LoadErrorResult what="宣讲会" onRetry={() => void refetch()} retrying={fetching} />;
  } else if (!data) {
    body = <TalkListSkeleton />;
  } else if (data.list.length === 0 && data.total > 0) {
    // A page past the end (an old link): the talks are there, on the first page.
    body = (
      <Empty className={styles.emptyBox} description="这一页没有宣讲会了">
        <Button onClick={() => show({ ...filters, page: 1 })}>回到第一页</Button>
      </Empty>
    );
  } else if (data.list.length === 0) {
    body = isFiltered(filters) ? (
      <Empty className={styles.emptyBox} description="没有符合条件的宣讲会，换个城市或形式试试">
        <Button onClick={() => show({ page: 1 })}>清空筛选</Button>
      </Empty>
    ) : (
      <Empty className={styles.emptyBox} description="宣讲行程即将公布，敬请关注" />
    );
  } else {
    body = (
      <>
        <p className={styles.count} aria-live="polite">
          共 <strong>{data.total}</strong> 场宣讲会
        </p>
        <ul className={talkStyles.list} aria-label="宣讲会列表" aria-busy={fetching}>
          {data.list.map((talk) => (
            <li key={talk.id}>
              <TalkCard talk={talk} trendsUrl={trendsUrl} />
            </li>
          ))}
        </ul>
        {data.total > TALK_PAGE_SIZE && (
          <Paging
            style={{ marginTop: 24, justifyContent: 'center' }}
            current={page}
            pageSize={TALK_PAGE_SIZE}
            total={data.total}
            showSizeChanger={false}
            onChange={(next) => show({ ...filters, page: next })}
          />
        )}
      </>
    );
  }

  return (
    <section className={styles.section} aria-labelledby="trends-talks-title">
      <div className={styles.sectionHead}>
        <h2 id="trends-talks-title" className={styles.sectionTitle}>
          宣讲总览
        </h2>
        <p className={styles.sectionIntro}>全国高校宣讲行程，线下与线上同步进行；点击“添加到日历”，开始前 1 小时提醒你。</p>
      </div>
      <TalkFilters
        filters={filters}
        onChange={show}
        cities={{
          data: cityList,
          failed: citiesFailed,
          retrying: citiesFetching,
          onRetry: () => void refetchCities(),
        }}
      />
      {body}
    </section>
  );
});
