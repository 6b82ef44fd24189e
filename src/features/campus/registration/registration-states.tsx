import { Button, Result, Skeleton } from 'antd';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ContentContainer } from '@/components/content-container';
import { LoadingRegion, PAGE_MIN_HEIGHT } from '@/components/page-skeleton';
import styles from './registration.module.css';

/** The page while the registration loads: its header, the summary, the form's side menu and first sections. */
export function RegistrationSkeleton() {
  return (
    <LoadingRegion label="报名信息加载中" heading style={{ minHeight: PAGE_MIN_HEIGHT }}>
      <ContentContainer className={styles.page}>
        <div className={styles.header}>
          <Skeleton.Input active style={{ width: 180 }} />
          <Skeleton active title={false} paragraph={{ rows: 1, width: 740 }} style={{ marginTop: 8 }} />
        </div>
        <div className={styles.skeletonSummary}>
          <Skeleton active title={false} paragraph={{ rows: 1, width: 600 }} />
        </div>
        <div className={styles.skeletonLayout}>
          <div className={styles.skeletonSide}>
            <Skeleton active title={false} paragraph={{ rows: 8 }} />
          </div>
          <div className={styles.skeletonMain}>
            <div className={styles.skeletonCard}>
              <Skeleton active paragraph={{ rows: 9 }} />
            </div>
            <div className={styles.skeletonCard}>
              <Skeleton active paragraph={{ rows: 5 }} />
            </div>
          </div>
        </div>
      </ContentContainer>
    </LoadingRegion>
  );
}

/** A link to the application records that looks like the page's main button and moves within the app. */
function RecordsLink({ to }: { to: string }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLElement>) => {
    // A new tab or window (Ctrl/⌘/Shift-click) is the browser's business.
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(to);
  };
  return (
    <Button type="primary" href={to} onClick={onClick}>
      查看投递记录
    </Button>
  );
}

const UNAVAILABLE = {
  missing: {
    title: '请选择要修改的报名',
    text: '修改报名信息需要从投递记录进入：在校招专场的投递记录上点击“修改报名信息”。',
  },
  unknown: {
    title: '没有找到这条报名信息',
    text: '该报名可能不存在，或不属于当前登录的账号。请从投递记录中重新选择要修改的专场报名。',
  },
} as const;

/** No registration to modify: the address names none, or one this account does not have. */
export function RegistrationUnavailable({ reason, recordsPath }: { reason: keyof typeof UNAVAILABLE; recordsPath: string }) {
  const { title, text } = UNAVAILABLE[reason];
  return (
    <ContentContainer className={styles.page} style={{ minHeight: PAGE_MIN_HEIGHT }}>
      <Result
        status="info"
        title={<h1 className="result-heading">{title}</h1>}
        subTitle={text}
        extra={<RecordsLink to={recordsPath} />}
        className={styles.panel}
      />
    </ContentContainer>
  );
}
