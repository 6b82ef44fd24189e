import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy } from 'react';
import { deferredView } from '@/components/deferred-view';
import { queryViewProps, type QueryViewProps } from '@/components/query-view-props';
import { configQueries, type HotWord } from '@/api/config';
import { positionQueries, type CityNode, type FunctionNode, type PositionSummary, type TargetDepart } from '@/api/positions';
import type { Paged } from '@/api/types/common';
import { Navigate, useSearchParams } from 'react-router-dom';
import { ContentContainer } from '@/components/content-container';
import { PAGE_MIN_HEIGHT } from '@/components/page-skeleton';
import { isRecruitType, RECRUIT_TYPE_REGISTRY, type RecruitType } from '@/lib/config/business';
import { usePagePath, useRecruitType, useRouteContext } from '@/lib/routing';
import { DeferredJobFilters } from '../components/deferred-job-filters';
import { JobListResults } from '../components/job-list-results';
import { JobSearchBox } from '../components/job-search-box';
import { DeferredListSavedSearches } from '../components/deferred-saved-searches';
import { SpecialSessionBand, SpecialSessionBannerPlaceholder } from '../components/special-session-band';
import { RecruitTypeTabs } from '../components/recruit-type-tabs';
import { PAGE_SIZE, useJobSearch, type JobSearch } from '../hooks/use-job-search';
import { useListScrollMemory } from '../hooks/use-list-scroll-memory';
import styles from './job-list-page.module.css';

// A special session's banner loads on first use: the other lists never need it (docs/decisions/047).
const SpecialSessionView = lazy(() => import('../components/special-session-view'));

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
  // A special session's jobs are the campus list with ?activityId= (rule CAMPUS-7, docs/decisions/047).
  const activityId = (route.business === 'candidate' && recruitType === 'school' && params.get('activityId')) || undefined;
  return <JobList key={`${recruitType}:${activityId ?? ''}`} recruitType={recruitType} activityId={activityId} />;
}

function JobList({ recruitType, activityId }: { recruitType: RecruitType; activityId?: string }) {
  const { search, update } = useJobSearch(recruitType, { remember: !activityId });
  const list = useQuery(
    positionQueries.list({
      keyword: search.keyword || undefined,
      cityCode: search.cityCode || undefined,
      functionCode: search.functionCode || undefined,
      targetDepart: search.targetDepart || undefined,
      page: search.page,
      pageSize: PAGE_SIZE,
      recruitType,
      activityId,
    }),
  );
  // A session's list has no search box, so no hot words.
  const hotWords = useQuery({ ...configQueries.hotWords(), enabled: !activityId });
  const cities = useQuery(positionQueries.cityTree());
  const functions = useQuery(positionQueries.functionTree());
  const departs = useQuery(positionQueries.targetDeparts());
  // The page renders in the background whenever something it shows changes (interruptible, in slices), so a click or
  // key press on a slow PC is never stuck behind a whole page render. Each of the five calls above answers with a
  // render of this component that cannot wait (TanStack Query's store), which now only gives the view the values it
  // showed before, and the memoised view skips it (docs/decisions/115).
  return (
    <JobListView
      recruitType={recruitType}
      activityId={activityId}
      search={search}
      update={update}
      {...queryViewProps(list)}
      hotWords={hotWords.data}
      hotWordsLoading={hotWords.isPending}
      cityTree={cities.data}
      functionTree={functions.data}
      departList={departs.data}
    />
  );
}

/** The list's call as `data`, `failed`, `fetching` and `refetch`; the filters' options beside it. */
interface JobListViewProps extends QueryViewProps<Paged<PositionSummary>> {
  recruitType: RecruitType;
  activityId?: string;
  search: JobSearch;
  update: (change: Partial<JobSearch>) => void;
  hotWords: HotWord[] | undefined;
  hotWordsLoading: boolean;
  cityTree: CityNode[] | undefined;
  functionTree: FunctionNode[] | undefined;
  departList: TargetDepart[] | undefined;
}

const JobListView = deferredView(function JobListView({
  recruitType,
  activityId,
  search,
  update,
  data,
  fetching,
  failed,
  refetch,
  hotWords,
  hotWordsLoading,
  cityTree,
  functionTree,
  departList,
}: JobListViewProps) {
  const path = usePagePath();
  // The hot words of the list's kind: shop's under shop, social's elsewhere (rule CONST-6).
  const hotType = RECRUIT_TYPE_REGISTRY[recruitType].isShop;
  const filtered = Boolean(search.keyword || search.cityCode || search.functionCode || search.targetDepart);
  // Busy while a page is on its way; the arrived page and the end of the busy state reach the screen together.
  const loading = fetching;
  // Back from a job returns to where the visitor was, once the results are on screen again (docs/decisions/070).
  useListScrollMemory(!loading && (data !== undefined || failed));

  const listOf = (next: RecruitType) =>
    path('job', {
      recruitType: next,
      query: { keyword: search.keyword || undefined, cityCode: search.cityCode || undefined, activeKey: next },
    });

  const allJobsPath = path('job', { query: { activeKey: recruitType } });

  const jobs = (
    <ContentContainer>
      <div className={styles.panel}>
        {activityId ? (
          <p className={styles.specialSessionJobs}>本专场的职位，投递计入专场的投递次数</p>
        ) : (
          <RecruitTypeTabs active={recruitType} hrefOf={listOf} />
        )}
        <div className={styles.filters}>
          <DeferredJobFilters search={search} onChange={update} cities={cityTree} functions={functionTree} departs={departList} />
        </div>
        {!activityId && (
          <DeferredListSavedSearches
            search={search}
            recruitType={recruitType}
            cities={cityTree}
            functions={functionTree}
            departs={departList}
          />
        )}
      </div>
      <JobListResults
        data={data}
        loading={loading}
        error={failed}
        retrying={fetching}
        onRetry={() => void refetch()}
        page={search.page}
        onPage={(page) => {
          update({ page });
          window.scrollTo({ top: 0 });
        }}
        filtered={filtered}
        onClear={() => update({ keyword: '', cityCode: '', functionCode: '', targetDepart: '' })}
        emptyText={activityId ? '本专场暂时没有开放的职位，去看看全部校招职位吧' : undefined}
      />
    </ContentContainer>
  );

  return (
    <div style={{ minHeight: PAGE_MIN_HEIGHT, paddingBottom: 40 }}>
      {activityId ? (
        <Suspense
          fallback={
            <>
              <SpecialSessionBand className={styles.band} leaveTo={allJobsPath}>
                <SpecialSessionBannerPlaceholder />
              </SpecialSessionBand>
              {jobs}
            </>
          }
        >
          <SpecialSessionView activityId={activityId} allJobsPath={allJobsPath} bandClassName={styles.band}>
            {jobs}
          </SpecialSessionView>
        </Suspense>
      ) : (
        <>
          <section className={styles.band}>
            <ContentContainer>
              <h1 className={styles.heading}>{RECRUIT_TYPE_REGISTRY[recruitType].listHeading}</h1>
              <div style={{ maxWidth: 720 }}>
                <JobSearchBox
                  keyword={search.keyword}
                  onSearch={(keyword) => update({ keyword })}
                  hotWords={hotWords?.filter((word) => word.type === hotType)}
                  hotWordsLoading={hotWordsLoading}
                />
              </div>
            </ContentContainer>
          </section>
          {jobs}
        </>
      )}
    </div>
  );
});
