import { useQuery } from '@tanstack/react-query';
import { Empty, Skeleton } from 'antd';
import { useSearchParams, type SetURLSearchParams } from 'react-router-dom';
import { deferredView } from '@/components/deferred-view';
import { queryViewProps, type QueryViewProps } from '@/components/query-view-props';
import { pointsQueries, type Ranking } from '@/api/points';
import { LoadErrorResult } from '@/components/load-error-result';
import { LoadingRegion } from '@/components/page-skeleton';
import { RecordPage } from '@/components/record-page';
import { parsePage, usePageTitle } from '@/lib/routing';
import { MyRank } from '../components/my-rank';
import { RANK_PAGE_SIZE, RankTable } from '../components/rank-table';
import { RankTypeFilter } from '../components/rank-type-filter';
import { isMineOnPage, parseRankType, type RankType } from '../lib/rank';

/** /rank — the leaderboard by points or by referred hires (`?rankType=`), paged (`?page=`), with my own row pinned. */
export default function RankPage() {
  const title = usePageTitle();
  const [params, setParams] = useSearchParams();
  const rankType = parseRankType(params.get('rankType'));
  const page = parsePage(params.get('page'));
  const ranking = useQuery(pointsQueries.ranking({ page, pageSize: RANK_PAGE_SIZE, rankType }));
  // The page renders in the background when the ranking arrives, in slices (docs/decisions/095); the render the
  // answer forces skips the view (docs/decisions/115).
  return <RankView title={title} rankType={rankType} page={page} {...queryViewProps(ranking)} setParams={setParams} />;
}

interface RankViewProps extends QueryViewProps<Ranking> {
  title: string;
  rankType: RankType;
  page: number;
  setParams: SetURLSearchParams;
}

const RankView = deferredView(function RankView({
  title,
  rankType,
  page,
  data,
  fetching,
  failed,
  refetch,
  setParams,
}: RankViewProps) {
  const show = (next: { rankType: RankType; page?: number }) => {
    const query = new URLSearchParams();
    if (next.rankType !== 1) query.set('rankType', String(next.rankType));
    if (next.page !== undefined && next.page > 1) query.set('page', String(next.page));
    setParams(query);
  };

  let body;
  if (failed && !data) {
    body = <LoadErrorResult what={title} onRetry={() => void refetch()} retrying={fetching} />;
  } else if (!data) {
    body = (
      <LoadingRegion label={`${title}加载中`} style={{ minHeight: 900 }}>
        <Skeleton.Node active style={{ width: '100%', height: 64, marginBottom: 16 }} />
        <Skeleton active title={{ width: '100%' }} paragraph={{ rows: 18 }} />
      </LoadingRegion>
    );
  } else if (data.list.length === 0 && !data.mine) {
    body = <Empty style={{ padding: '48px 0' }} description="暂无排行数据，快去推荐好友抢占榜首吧" />;
  } else {
    const { mine, list } = data;
    const minePage = mine?.rank ? Math.ceil(mine.rank / RANK_PAGE_SIZE) : page;
    body = (
      <>
        {mine && (
          <MyRank
            mine={mine}
            rankType={rankType}
            onLocate={isMineOnPage(list, mine) || minePage === page ? undefined : () => show({ rankType, page: minePage })}
          />
        )}
        <RankTable
          data={data}
          rankType={rankType}
          loading={fetching}
          page={page}
          onPage={(next) => show({ rankType, page: next })}
        />
      </>
    );
  }

  return (
    <RecordPage
      title={title}
      sub="看看谁是推荐达人：每一次成功推荐都会让你离榜首更近一步。"
      actions={<RankTypeFilter value={rankType} onChange={(next) => show({ rankType: next })} />}
    >
      {body}
    </RecordPage>
  );
});
