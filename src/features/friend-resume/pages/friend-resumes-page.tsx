import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Empty, Skeleton } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { referralMutations, referralQueries, type FriendResumeSummary } from '@/api/referral';
import { LimitedSearch } from '@/components/limited-input';
import { LoadErrorResult } from '@/components/load-error-result';
import { LoadingRegion } from '@/components/page-skeleton';
import { useSession } from '@/entities/session';
import { toast } from '@/lib/feedback';
import { parsePage, usePagePath, usePageTitle } from '@/lib/routing';
import { createDraftStore, useDraft } from '@/lib/storage';
import { RecordPage } from '@/components/record-page';
import { FriendResumeTable } from '../components/friend-resume-table';
import { FRIEND_RESUME_PAGE_SIZE, friendDraftFormId } from '../lib/friend-resume';
import styles from './friend-resume-pages.module.css';

/** /maintainedResume[?keyword=&page=] — the friends' resumes a staff member keeps: search, edit, delete, add (rule STAFF-5). */
export default function FriendResumesPage() {
  const title = usePageTitle();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const path = usePagePath();
  const keyword = params.get('keyword')?.trim() ?? '';
  const page = parsePage(params.get('page'));
  const [typed, setTyped] = useState(keyword);
  const list = useQuery(
    referralQueries.friendResumes({ keyword: keyword || undefined, page, pageSize: FRIEND_RESUME_PAGE_SIZE }),
  );
  const remove = useMutation(referralMutations.deleteFriendResume());
  const userKey = useSession().userInfo?.ucId;
  const newDraft = useDraft(friendDraftFormId(), userKey);
  const hasNewDraft = Boolean(newDraft.load());

  const show = (next: { keyword?: string; page?: number }) => {
    const query = new URLSearchParams();
    if (next.keyword) query.set('keyword', next.keyword);
    if (next.page !== undefined && next.page > 1) query.set('page', String(next.page));
    setParams(query);
  };
  const editPath = (friend?: FriendResumeSummary) => path('editResume', { query: { id: friend?.id } });

  const onDelete = async (friend: FriendResumeSummary) => {
    await remove.mutateAsync(friend.id);
    // The resume is gone: so is any unsent draft of it.
    if (userKey) createDraftStore(friendDraftFormId(friend.id)).clear(userKey);
    toast.success(`已删除${friend.name}的简历`);
    if (list.data?.list.length === 1 && page > 1) show({ keyword, page: page - 1 });
  };

  let body;
  if (list.isError && !list.data) {
    body = <LoadErrorResult what="好友简历" onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  } else if (!list.data) {
    body = (
      <LoadingRegion label="好友简历加载中" style={{ minHeight: 600 }}>
        <Skeleton active title={{ width: '100%' }} paragraph={{ rows: 12 }} />
      </LoadingRegion>
    );
  } else if (list.data.total === 0) {
    body = keyword ? (
      <Empty className={styles.empty} description={`没有找到与“${keyword}”相关的好友简历`}>
        <Button
          onClick={() => {
            setTyped('');
            show({});
          }}
        >
          查看全部简历
        </Button>
      </Empty>
    ) : (
      <Empty className={styles.empty} description="还没有好友简历，为好友建一份简历，推荐时就能直接选用">
        <Button type="primary" onClick={() => navigate(editPath())}>
          新建好友简历
        </Button>
      </Empty>
    );
  } else {
    body = (
      <FriendResumeTable
        data={list.data}
        loading={list.isFetching}
        page={page}
        onPage={(next) => show({ keyword, page: next })}
        editPath={editPath}
        onDelete={onDelete}
      />
    );
  }

  return (
    <RecordPage
      title={title}
      sub={
        <>
          {list.data ? `共 ${list.data.total} 份好友简历` : '\u00a0'}
          {hasNewDraft ? '，有一份未保存的新简历草稿' : ''}
        </>
      }
      actions={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(editPath())}>
          {hasNewDraft ? '继续填写新简历' : '新建好友简历'}
        </Button>
      }
    >
      <div className={styles.search}>
        <LimitedSearch
          n={25}
          aria-label="搜索好友简历"
          placeholder="输入姓名、手机号或期望职位搜索"
          allowClear
          enterButton="搜索"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onSearch={(value) => show({ keyword: value.trim() })}
          style={{ maxWidth: 420 }}
        />
      </div>
      {body}
    </RecordPage>
  );
}
