import { FileSearchOutlined, SendOutlined, TrophyOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { StaffPointsCard } from '../components/staff-points-card';
import { ContentContainer } from '@/components/content-container';
import { usePagePath, usePageTitleOf, type PageName } from '@/lib/routing';
import styles from './staff-home-page.module.css';

const STEPS = [
  { title: '挑选职位', text: '浏览内推职位，找到适合好友的岗位，或把职位分享给好友。' },
  { title: '推荐好友', text: '填写或上传好友简历完成推荐，可在简历管理中维护好友简历。' },
  { title: '跟进与奖励', text: '在“我的推荐”中跟进进度，推荐有效或成功入职即可获得积分。' },
];

const RULES = [
  '推荐简历通过筛选，视为有效简历并获得相应积分；',
  '好友参加面试、成功入职后，按岗位规则累计发放积分；',
  '同一候选人在有效期内只计一次推荐，以最先推荐者为准；',
  '积分可在“积分账单”中查看明细，具体规则以公司内推制度为准。',
];

// Each entry is titled by its page's registry title (usePageTitleOf): the title is written once, in src/app.
const ENTRIES: readonly { text: string; page: PageName<'staff'>; icon: ReactNode }[] = [
  { text: '查看所有开放的内推岗位', page: 'job', icon: <FileSearchOutlined /> },
  { text: '看看谁是推荐达人', page: 'rank', icon: <TrophyOutlined /> },
  { text: '跟进好友的推荐进度', page: 'myPush', icon: <SendOutlined /> },
];

/** Staff referral home: hero with the points card, how referral works, points rules and entries. */
export default function StaffHomePage() {
  const navigate = useNavigate();
  const path = usePagePath();
  const titleOf = usePageTitleOf();
  return (
    <div style={{ paddingBottom: 40 }}>
      <section className={styles.hero}>
        <ContentContainer className={styles.heroInner}>
          <div>
            <h1 className={styles.title}>推荐好友，共赢未来</h1>
            <p className={styles.lead}>每一次推荐，都是对优秀人才的发现。推荐好友加入我们，一起成长，还能赢取积分奖励。</p>
            <Button type="primary" size="large" onClick={() => navigate(path('job'))}>
              立即推荐
            </Button>
            <Button size="large" ghost style={{ marginLeft: 12 }} onClick={() => navigate(path('myPush'))}>
              {titleOf('myPush')}
            </Button>
          </div>
          <StaffPointsCard />
        </ContentContainer>
      </section>

      <ContentContainer>
        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>三步完成内推</h2>
          <div className={styles.grid3}>
            {STEPS.map((step, index) => (
              <div key={step.title} className={styles.step}>
                <span className={styles.stepNo}>{index + 1}</span>
                <div style={{ fontSize: 16, fontWeight: 600, marginBottom: 6 }}>{step.title}</div>
                <div style={{ color: '#595959', lineHeight: 1.7 }}>{step.text}</div>
              </div>
            ))}
          </div>
        </section>

        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>积分规则</h2>
          <ol style={{ margin: 0, paddingLeft: 20, lineHeight: 2.1, color: '#595959' }}>
            {RULES.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ol>
        </section>

        <nav className={styles.grid3} style={{ marginTop: 24 }} aria-label="内推入口">
          {ENTRIES.map((entry) => (
            <Link key={entry.page} to={path(entry.page)} className={styles.entry}>
              <span className={styles.entryIcon} aria-hidden="true">
                {entry.icon}
              </span>
              <span>
                <span style={{ display: 'block', fontSize: 16, fontWeight: 600 }}>{titleOf(entry.page)}</span>
                <span style={{ color: '#595959', fontSize: 13 }}>{entry.text}</span>
              </span>
            </Link>
          ))}
        </nav>
        <p style={{ marginTop: 24, textAlign: 'center', color: '#595959', fontSize: 12 }}>
          内推相关问题可在{' '}
          <Link to={path('feedBack')} style={{ textDecoration: 'underline' }}>
            {titleOf('feedBack')}
          </Link>{' '}
          中提交
        </p>
      </ContentContainer>
    </div>
  );
}
