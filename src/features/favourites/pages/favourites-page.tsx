import { LoadingRegion } from '@/components/page-skeleton';
import { DeleteOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Skeleton } from 'antd';
import { favouriteQueries } from '@/api/favourites';
import { useState } from 'react';
import type { Flag } from '@/api/types/common';
import { RECRUIT_TYPE_REGISTRY, type RecruitType } from '@/lib/config/business';
import { BrowseJobsEmpty } from '@/entities/job/browse-jobs-empty';
import { LoadErrorResult } from '@/components/load-error-result';
import { Paging } from '@/components/paging';
import { confirmDialog, toast } from '@/lib/feedback';
import { usePageTitle, useRouteContext } from '@/lib/routing';
import { RecordPage } from '@/components/record-page';
import { FavouriteItem } from '../components/favourite-item';
import { FAVOURITE_PAGE_SIZE, useFavouriteList, useFavouriteWrites } from '../hooks/use-favourites';
import styles from './favourites-page.module.css';

/** The type's shop flag (shop 1, the others 0, from the registry); every type (none) where the path names none. */
function shopFlagOf(recruitType: RecruitType | undefined): Flag | undefined {
  return recruitType === undefined ? undefined : RECRUIT_TYPE_REGISTRY[recruitType].isShop;
}

/**
 * My favourites: a candidate's shop favourites under shop, the others elsewhere; a staff member's every favourite,
 * whichever type, each tagged with it (the staff path has no recruit type, issue 19). Invalid ones are marked and
 * clearable.
 */
export default function FavouritesPage() {
  const title = usePageTitle();
  // The route's own type: the staff path has none (useRecruitType would read it as social).
  const { recruitType } = useRouteContext();
  const isShop = shopFlagOf(recruitType);
  const [page, setPage] = useState(1);
  const list = useFavouriteList(isShop, page);
  const invalidCount = useQuery(favouriteQueries.invalidCount(isShop)).data?.count ?? 0;
  const { remove, clearInvalid } = useFavouriteWrites();

  const confirmClear = () =>
    confirmDialog({
      title: '清空失效职位',
      content: `将从收藏中移除 ${invalidCount} 个已失效的职位，确定清空吗？`,
      okText: '清空',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        try {
          const { removed } = await clearInvalid.mutateAsync(isShop ?? 'all');
          toast.success(`已清空 ${removed} 个失效职位`);
          setPage(1);
        } catch {
          // The HTTP client already showed why; the dialog closes and the list stays as it was.
        }
      },
    });

  let body;
  if (list.isError && !list.data)
    body = <LoadErrorResult what="收藏列表" onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  else if (!list.data) {
    body = (
      <LoadingRegion label="收藏加载中" style={{ display: 'grid', gap: 12 }}>
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} style={{ border: '1px solid #eef0f3', borderRadius: 8, padding: '20px 24px', height: 124 }}>
            <Skeleton active title={{ width: '40%' }} paragraph={{ rows: 2 }} />
          </div>
        ))}
      </LoadingRegion>
    );
  } else if (list.data.list.length === 0) {
    body = <BrowseJobsEmpty description="还没有收藏的职位，看到心仪的职位点个收藏吧" />;
  } else {
    body = (
      <>
        <div style={{ display: 'grid', gap: 12 }}>
          {list.data.list.map((favourite) => (
            <FavouriteItem
              key={favourite.collectionId}
              favourite={favourite}
              showType={isShop === undefined}
              onRemove={() =>
                remove.mutateAsync(favourite).then(() => {
                  toast.success('已取消收藏');
                  if (list.data.list.length === 1 && page > 1) setPage(page - 1);
                })
              }
            />
          ))}
        </div>
        {list.data.total > FAVOURITE_PAGE_SIZE && (
          <Paging
            style={{ marginTop: 24, justifyContent: 'center' }}
            current={page}
            pageSize={FAVOURITE_PAGE_SIZE}
            total={list.data.total}
            showSizeChanger={false}
            showTotal={(total) => `共 ${total} 个收藏`}
            onChange={setPage}
          />
        )}
      </>
    );
  }

  return (
    <RecordPage
      title={title}
      sub={
        <>
          {list.data ? `共 ${list.data.total} 个收藏职位` : '\u00a0'}
          {invalidCount > 0 && <span className={styles.invalid}>，其中 {invalidCount} 个已失效</span>}
        </>
      }
      actions={
        <Button icon={<DeleteOutlined />} disabled={invalidCount === 0} loading={clearInvalid.isPending} onClick={confirmClear}>
          清空失效职位
        </Button>
      }
    >
      {body}
    </RecordPage>
  );
}
