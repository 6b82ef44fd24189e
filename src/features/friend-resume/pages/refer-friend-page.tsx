import { FileAddOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Result, Skeleton, Steps, Tabs } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { positionQueries } from '@/api/positions';
import type { FriendResumeSummary } from '@/api/referral';
import { ContentContainer } from '@/components/content-container';
import { useSession } from '@/entities/session';
import { maskPhone } from '@/lib/format';
import { usePagePath, useRecruitType } from '@/lib/routing';
import { useDraft } from '@/lib/storage';
import { RECRUIT_TYPE_REGISTRY } from '@/lib/config/recruit-types';
import { FriendResumeEditor } from '../components/friend-resume-editor';
import { FriendResumePicker } from '../components/friend-resume-picker';
import { ReferJobSection } from '../components/refer-job-section';
import { useReferFriend } from '../hooks/use-refer-friend';
import { ALREADY_REFERRED_MESSAGE, friendDraftFormId } from '../lib/friend-resume';
import styles from './friend-resume-pages.module.css';

type Tab = 'pick' | 'create';

/** /{type}/deliveryResume?id={positionDemandId}&positionId=… — refer a friend to a job (rule STAFF-4). */
export default function ReferFriendPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const path = usePagePath();
  const recruitType = useRecruitType();
  const session = useSession();
  const userKey = session.userInfo?.ucId;
  const positionDemandId = params.get('id') ?? '';
  const position = useQuery(positionQueries.detail(positionDemandId || undefined));
  const positionId = params.get('positionId') ?? position.data?.positionId ?? '';
  const refer = useReferFriend(positionDemandId, positionId, recruitType);
  const newDraft = useDraft(friendDraftFormId(), userKey);
  const [chosenTab, setTab] = useState<Tab>();
  const [selected, setSelected] = useState<FriendResumeSummary>();
  const [justSaved, setJustSaved] = useState(false);
  const [editorKey, setEditorKey] = useState(0);

  if (!positionDemandId) {
    return (
      <ContentContainer className={styles.page}>
        <Result
          status="info"
          title={<h1 className="result-heading">请先选择要推荐的职位</h1>}
          extra={
            <Button type="primary" onClick={() => navigate(path('job', { query: { activeKey: recruitType } }))}>
              去看看内推职位
            </Button>
          }
        />
      </ContentContainer>
    );
  }

  // A half-filled new resume (a reload, a crash, a sign-in round trip) opens where it was left (rule DRAFT-2).
  const tab: Tab = chosenTab ?? (newDraft.load() ? 'create' : 'pick');
  const closed = position.data ? !position.data.isValid : false;
  const choose = (friend: FriendResumeSummary) => {
    setSelected(friend);
    setJustSaved(false);
    refer.clearNotice();
  };
  const pickResume = (friend: FriendResumeSummary, saved: boolean) => {
    choose(friend);
    setJustSaved(saved);
    setTab('pick');
    setEditorKey((key) => key + 1);
  };

  const confirmBar = (
    <div className={styles.confirmBar}>
      <span aria-live="polite">
        {selected ? (
          <>
            已选择：<strong>{selected.name}</strong>（{maskPhone(selected.phone) || '--'}）
          </>
        ) : (
          '请选择一份好友简历，或新建一份'
        )}
      </span>
      <Button
        type="primary"
        size="large"
        style={{ minWidth: 140 }}
        disabled={!selected || !position.data || closed}
        loading={refer.pending}
        onClick={() => selected && refer.submit(selected)}
      >
        确认推荐
      </Button>
    </div>
  );

  return (
    <ContentContainer className={styles.page}>
      <h1 className={styles.title} style={{ marginBottom: 16 }}>
        推荐好友
      </h1>
      <Steps
        current={selected ? 2 : 1}
        size="small"
        className={styles.card}
        items={[{ title: '选择职位' }, { title: '选择好友简历' }, { title: '确认推荐' }]}
      />
      <section className={styles.card} aria-label="推荐职位">
        <ReferJobSection position={position} href={path('jobDetail', { query: { id: positionDemandId } })} />
      </section>
      <section className={styles.card} aria-labelledby="friend-resume-heading">
        <h2 id="friend-resume-heading" className={styles.cardTitle}>
          好友简历
        </h2>
        {closed ? <Alert type="warning" showIcon title="该职位已停止招聘，暂不能推荐" style={{ marginBottom: 16 }} /> : null}
        {refer.notice ? (
          <Alert
            type="warning"
            showIcon
            role="alert"
            title={ALREADY_REFERRED_MESSAGE}
            description={<Link to={path('myPush')}>查看我的推荐</Link>}
            style={{ marginBottom: 16 }}
          />
        ) : null}
        {justSaved && selected ? (
          <Alert type="success" showIcon title="好友简历已保存，请确认推荐" style={{ marginBottom: 16 }} />
        ) : null}
        <Tabs
          activeKey={tab}
          onChange={(key) => setTab(key as Tab)}
          items={[
            {
              key: 'pick',
              label: (
                <span>
                  <UnorderedListOutlined /> 选择已有简历
                </span>
              ),
              children: (
                <>
                  <FriendResumePicker selected={selected} onSelect={choose} onCreate={() => setTab('create')} />
                  {confirmBar}
                </>
              ),
            },
            {
              key: 'create',
              label: (
                <span>
                  <FileAddOutlined /> 新建好友简历
                </span>
              ),
              children: userKey ? (
                <FriendResumeEditor
                  key={editorKey}
                  resumeType={RECRUIT_TYPE_REGISTRY[recruitType].resumeType}
                  userKey={userKey}
                  submitText="保存简历"
                  onSaved={(friend) => pickResume(friend, true)}
                  onCancel={() => setTab('pick')}
                  existing={{ actionText: '使用该简历推荐', onUse: (friend) => pickResume(friend, false) }}
                />
              ) : session.loading ? (
                <Skeleton active paragraph={{ rows: 8 }} />
              ) : (
                // The draft needs its owner (rule DRAFT-1): without the signed-in user, say so rather than wait.
                <Alert type="error" showIcon title="暂时无法读取您的登录信息，请刷新页面后再新建好友简历" />
              ),
            },
          ]}
        />
      </section>
    </ContentContainer>
  );
}
