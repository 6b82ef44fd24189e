import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Skeleton } from 'antd';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { referralQueries, type ReferralStatus, type ReferralWithTrail } from '@/api/referral';
import { LoadErrorResult } from '@/components/load-error-result';
import { LoadingRegion } from '@/components/page-skeleton';
import { parsePage, usePagePath, usePageTitle } from '@/lib/routing';
import { QueryRadioFilter } from '@/components/query-radio-filter';
import { RecordPage } from '@/components/record-page';
import { REFERRAL_PAGE_SIZE, ReferralTable } from '../components/referral-table';
import { ReferralTrailDialog } from '../components/referral-trail-dialog';
import { parseReferralStatus, REFERRAL_STATUS_LABEL, REFERRAL_STATUS_QUERY, REFERRAL_STATUSES } from '../lib/invalid-reason';
import { parseLinkedId, TRAIL_QUERY } from '../lib/trail-links';

const STATUS_OPTIONS = REFERRAL_STATUSES.map((status) => ({ value: status, label: REFERRAL_STATUS_LABEL[status] }));

/**
 * /myPush — my referrals with their stage and status, filtered by status (`?status=`) and paged (`?page=`); the trail
 * of a referral opens over the list (`?referral=`, issue 23), from its row or from a link of the points bill.
 */
export default function MyReferralsPage() {
  const title = usePageTitle();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const path = usePagePath();
  const status = parseReferralStatus(params.get(REFERRAL_STATUS_QUERY));
  const page = parsePage(params.get('page'));
  const trailId = parseLinkedId(params.get(TRAIL_QUERY));
  const referrals = useQuery(referralQueries.referrals({ page, pageSize: REFERRAL_PAGE_SIZE, status }));

  const show = (next: { status?: ReferralStatus; page?: number }) => {
    const query = new URLSearchParams();
    if (next.status !== undefined) query.set(REFERRAL_STATUS_QUERY, String(next.status));
    if (next.page !== undefined && next.page > 1) query.set('page', String(next.page));
    setParams(query);
  };
  // Opening and closing a trail keeps the list's filter and page.
  const showTrail = useCallback(
    (id: string | undefined) =>
      setParams((current) => {
        const query = new URLSearchParams(current);
        if (id) query.set(TRAIL_QUERY, id);
        else query.delete(TRAIL_QUERY);
        return query;
      }),
    [setParams],
  );
  const openTrail = useCallback((referral: ReferralWithTrail) => showTrail(referral.id), [showTrail]);

  let body;
  if (referrals.isError && !referrals.data) {
    body = <LoadErrorResult what="推荐记录" onRetry={() => void referrals.refetch()} retrying={referrals.isFetching} />;
  } else if (!referrals.data) {
    body = (
      <LoadingRegion label="推荐记录加载中" style={{ minHeight: 560 }}>
        <Skeleton active title={{ width: '100%' }} paragraph={{ rows: 12 }} />
      </LoadingRegion>
    );
  } else if (referrals.data.total === 0) {
    body =
      status === undefined ? (
        <Empty style={{ padding: '48px 0' }} description="还没有推荐记录，去看看内推职位，把好机会推荐给好友吧">
          <Button type="primary" onClick={() => navigate(path('job'))}>
            去推荐好友
          </Button>
        </Empty>
      ) : (
        <Empty style={{ padding: '48px 0' }} description={`暂无“${REFERRAL_STATUS_LABEL[status]}”的推荐记录`} />
      );
  } else {
    body = (
      <ReferralTable
        data={referrals.data}
        loading={referrals.isFetching}
        page={page}
        onPage={(next) => show({ status, page: next })}
        onOpenTrail={openTrail}
      />
    );
  }

  return (
    <RecordPage title={title} sub="跟进每一位好友的推荐进度；推荐无效时，这里会写明原因。">
      <div style={{ marginBottom: 16 }}>
        {/* A new status starts the list afresh, as `show` does: page 1, no other parameter. */}
        <QueryRadioFilter
          param={REFERRAL_STATUS_QUERY}
          parse={parseReferralStatus}
          label="按推荐状态筛选"
          allLabel="全部"
          options={STATUS_OPTIONS}
          others="drop"
        />
      </div>
      {body}
      <ReferralTrailDialog
        id={trailId}
        shown={referrals.data?.list.find((referral) => referral.id === trailId)}
        onClose={() => showTrail(undefined)}
      />
    </RecordPage>
  );
}
