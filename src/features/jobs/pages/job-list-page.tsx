import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { configQueries } from '@/api/config';
import { positionQueries } from '@/api/positions';
import { Navigate, useSearchParams } from 'react-router-dom';
import { ContentContainer } from '@/components/content-container';
import { PAGE_MIN_HEIGHT } from '@/components/page-skeleton';
import { isRecruitType, type RecruitType } from '@/lib/config/business';
import { usePagePath, useRecruitType, useRouteContext } from '@/lib/routing';
import { DeferredJobFilters } from '../components/deferred-job-filters';
import { JobListResults } from '../components/job-list-results';
import { JobSearchBox } from '../components/job-search-box';
import { RecruitTypeTabs } from '../components/recruit-type-tabs';
import { PAGE_SIZE, useJobSearch } from '../hooks/use-job-search';
import styles from './job-list-page.module.css';

const HEADINGS: Record<RecruitType, string> = { social: '社会招聘职位', shop: '门店招聘职位', school: '校园招聘职位' };

/** Job list of any recruit type: keyword and hot words, filters, recruit-type tabs and paged results. */
export default function JobListPage() {
  const route = useRouteContext();
  const recruitType = useRecruitType();
  const path = usePagePath();
  const [params] = useSearchParams();
  const activeKey = params.get('activeKey') ?? undefined;
  // On a list under a recruit type, a link whose activeKey names another recruit type opens that type's list.
  if (route.recruitType && isRecruitType(activeKey) && activeKey !== route.recruitType) {
    const next = new URLSearchParams(params);
    next.delete('frontRecruitType');
    return <Navigate to={`${path('job', { recruitType: activeKey })}?${next.toString()}`} replace />;
  }
  return <JobList key={recruitType} recruitType={recruitType} />;
}

function JobList({ recruitType }: { recruitType: RecruitType }) {
  const path = usePagePath();
  const { search, update } = useJobSearch(recruitType);
  const list = useQuery(
    positionQueries.list({
      keyword: search.keyword || undefined,
      cityCode: search.cityCode || undefined,
      functionCode: search.functionCode || undefined,
      targetDepart: search.targetDepart || undefined,
      page: search.page,
      pageSize: PAGE_SIZE,
      recruitType,
    }),
  );
  const hotWords = useQuery(configQueries.hotWords());
  const cities = useQuery(positionQueries.cityTree());
  const functions = useQuery(positionQueries.functionTree());
  const departs = useQuery(positionQueries.targetDeparts());
  // The results and the filter options render in the background when they arrive (interruptible, in slices), so a
  // click or key press on a slow phone is never stuck behind a whole list render.
  const listData = useDeferredValue(list.data);
  const cityTree = useDeferredValue(cities.data);
  const functionTree = useDeferredValue(functions.data);
  const departList = useDeferredValue(departs.data);
  const hotType = recruitType === 'shop' ? 1 : 0;
  const filtered = Boolean(search.keyword || search.cityCode || search.functionCode || search.targetDepart);

  const listOf = (next: RecruitType) =>
    path('job', {
      recruitType: next,
      query: { keyword: search.keyword || undefined, cityCode: search.cityCode || undefined, activeKey: next },
    });

  return (
    <div style={{ minHeight: PAGE_MIN_HEIGHT, paddingBottom: 40 }}>
      <section className={styles.band}>
        <ContentContainer>
          <h1 className={styles.heading}>{HEADINGS[recruitType]}</h1>
          <div style={{ maxWidth: 720 }}>
            <JobSearchBox
              keyword={search.keyword}
              onSearch={(keyword) => update({ keyword })}
              hotWords={hotWords.data?.filter((word) => word.type === hotType)}
              hotWordsLoading={hotWords.isPending}
            />
          </div>
        </ContentContainer>
      </section>
      <ContentContainer>
        <div className={styles.panel}>
          <RecruitTypeTabs active={recruitType} hrefOf={listOf} />
          <div className={styles.filters}>
            <DeferredJobFilters
              search={search}
              onChange={update}
              cities={cityTree}
              functions={functionTree}
              departs={departList}
            />
          </div>
        </div>
        <JobListResults
          data={listData}
          // Busy until the arrived page is also on screen (the deferred render), never stale results looking final.
          loading={list.isFetching || listData !== list.data}
          error={list.isError}
          retrying={list.isFetching}
          onRetry={() => void list.refetch()}
          page={search.page}
          onPage={(page) => {
            update({ page });
            window.scrollTo({ top: 0 });
          }}
          filtered={filtered}
          onClear={() => update({ keyword: '', cityCode: '', functionCode: '', targetDepart: '' })}
        />
      </ContentContainer>
    </div>
  );
}
