import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Radio, Skeleton } from 'antd';
import { useState } from 'react';
import { referralQueries, type FriendResumeSummary } from '@/api/referral';
import { LimitedSearch } from '@/components/limited-input';
import { LoadErrorResult } from '@/components/load-error-result';
import { LoadingRegion } from '@/components/page-skeleton';
import { Paging } from '@/components/paging';
import { displayOrDash, formatDate, maskPhone } from '@/lib/format';
import { PICKER_PAGE_SIZE } from '../lib/friend-resume';
import styles from './friend-resume-picker.module.css';

interface FriendResumePickerProps {
  selected?: FriendResumeSummary;
  onSelect: (friend: FriendResumeSummary) => void;
  /** Opens the form of a new friend's resume. */
  onCreate: () => void;
}

function FriendLine({ friend }: { friend: FriendResumeSummary }) {
  const years = friend.workYears === null ? '--' : `${friend.workYears}年经验`;
  return (
    <span className={styles.line}>
      <span className={styles.name}>{displayOrDash(friend.name)}</span>
      <span className={styles.meta}>
        {maskPhone(friend.phone) || '--'} · {displayOrDash(friend.educationName)} · {years} · 期望
        {displayOrDash(friend.expectedPosition)}
      </span>
      <span className={styles.meta}>
        已推荐 {displayOrDash(friend.referralCount)} 次 · 更新于 {formatDate(friend.updateTime)}
      </span>
    </span>
  );
}

/** The friends' resumes to refer from: searchable, paged, one chosen with a radio (arrow keys move the choice). */
export function FriendResumePicker({ selected, onSelect, onCreate }: FriendResumePickerProps) {
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const list = useQuery(referralQueries.friendResumes({ keyword: keyword || undefined, page, pageSize: PICKER_PAGE_SIZE }));

  let body;
  if (list.isError && !list.data) {
    body = <LoadErrorResult what="好友简历" onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  } else if (!list.data) {
    body = (
      <LoadingRegion label="好友简历加载中" style={{ display: 'grid', gap: 8 }}>
        {Array.from({ length: PICKER_PAGE_SIZE }, (_, i) => (
          <div key={i} className={styles.option} style={{ height: 78 }}>
            <Skeleton active title={{ width: '30%' }} paragraph={{ rows: 1 }} />
          </div>
        ))}
      </LoadingRegion>
    );
  } else if (list.data.total === 0) {
    body = keyword ? (
      <Empty className={styles.empty} description={`没有找到与“${keyword}”相关的好友简历`} />
    ) : (
      <Empty className={styles.empty} description="还没有好友简历，新建一份即可推荐">
        <Button type="primary" onClick={onCreate}>
          新建好友简历
        </Button>
      </Empty>
    );
  } else {
    const byId = new Map(list.data.list.map((friend) => [friend.id, friend]));
    body = (
      <>
        <Radio.Group
          aria-label="好友简历"
          className={styles.options}
          value={selected?.id}
          onChange={(event) => {
            const friend = byId.get(String(event.target.value));
            if (friend) onSelect(friend);
          }}
        >
          {list.data.list.map((friend) => (
            <Radio
              key={friend.id}
              value={friend.id}
              className={`${styles.option} ${selected?.id === friend.id ? styles.chosen : ''}`}
            >
              <FriendLine friend={friend} />
            </Radio>
          ))}
        </Radio.Group>
        {list.data.total > PICKER_PAGE_SIZE && (
          <Paging
            style={{ marginTop: 12, justifyContent: 'flex-end' }}
            size="small"
            current={page}
            pageSize={PICKER_PAGE_SIZE}
            total={list.data.total}
            showSizeChanger={false}
            showTotal={(total) => `共 ${total} 份`}
            onChange={setPage}
          />
        )}
      </>
    );
  }

  return (
    <div>
      <div className={styles.toolbar}>
        <LimitedSearch
          n={25}
          aria-label="搜索好友简历"
          placeholder="输入姓名、手机号或期望职位搜索"
          allowClear
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPage(1);
          }}
          style={{ maxWidth: 360 }}
        />
        <Button onClick={onCreate}>新建好友简历</Button>
      </div>
      {body}
    </div>
  );
}
