import { BulbOutlined, NotificationOutlined, SolutionOutlined, TeamOutlined } from '@ant-design/icons';
import { Button, Collapse, Steps } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { ContentContainer } from '@/components/content-container';
import { RECRUIT_TYPE_REGISTRY } from '@/lib/config/business';
import { usePagePath } from '@/lib/routing';
import { LatestNotices } from '../home/latest-notices';
import seasonStyles from '../home/season.module.css';
import { SpecialSessions } from '../home/special-sessions';
import { UpcomingTalks } from '../home/upcoming-talks';
import styles from './campus-home-page.module.css';

const ENTRIES = [
  {
    page: 'job',
    title: RECRUIT_TYPE_REGISTRY.school.listTabLabel,
    text: '技术、产品、运营、管培生等多类岗位，总有一个适合你',
    icon: <SolutionOutlined />,
  },
  { page: 'trends', title: '招聘动态', text: '招聘流程、宣讲行程、公告与答疑，第一时间掌握', icon: <NotificationOutlined /> },
  { page: 'knowMore', title: '了解更多', text: '培养体系、成长路径与员工故事，看见未来的自己', icon: <BulbOutlined /> },
  { page: 'about', title: '关于我们', text: '企业文化、发展历程与业务版图，认识真实的我们', icon: <TeamOutlined /> },
] as const;

// Every step is drawn as "process": the steps describe the route, not this visitor's progress.
const PROCESS = [
  { title: '网申投递', content: '在线完善简历并投递意向岗位', status: 'process' },
  { title: '在线测评', content: '综合能力与性格测评', status: 'process' },
  { title: '面试', content: '专业面试与综合面试', status: 'process' },
  { title: '录用通知', content: '发放 Offer 并签约', status: 'process' },
  { title: '入职报到', content: '开启新人培养计划', status: 'process' },
] as const;

const FAQ = [
  {
    key: 'who',
    label: '校园招聘面向哪些同学？',
    children: '面向应届毕业的本科、硕士及博士同学，具体毕业时间要求以各岗位说明为准。',
  },
  {
    key: 'how-many',
    label: '可以同时投递多个岗位吗？',
    children: '同一招聘季内可投递的岗位数量有限，请结合自身专业与兴趣慎重选择意向岗位。',
  },
  {
    key: 'progress',
    label: '投递后如何查看进度？',
    children: '登录后可在“投递记录”中查看每个岗位的投递状态，重要通知也会通过短信与邮件发送。',
  },
];

/**
 * Campus recruitment home (rule CAMPUS-2): hero, entries, the season at a glance (special sessions, the next career
 * talks, the latest notices), the hiring process and a FAQ teaser.
 */
export default function CampusHomePage() {
  const navigate = useNavigate();
  const path = usePagePath();
  return (
    <div style={{ paddingBottom: 8 }}>
      <section className={styles.hero}>
        <ContentContainer className={styles.heroInner}>
          <span className={styles.eyebrow}>校园招聘 · 网申进行中</span>
          <h1 className={styles.slogan}>青春正当时，未来由你定义</h1>
          <p className={styles.lead}>在这里，遇见志同道合的伙伴，把所学变成改变生活的力量。</p>
          {/* Red on white, 6:1 (the brand red #e4393c gives 4.2:1, below AA for 16 px text). */}
          <Button size="large" style={{ color: '#c4161c', fontWeight: 600, minWidth: 148 }} onClick={() => navigate(path('job'))}>
            查看校招职位
          </Button>
        </ContentContainer>
      </section>

      <ContentContainer>
        <nav className={styles.entries} aria-label="校园招聘入口">
          {ENTRIES.map((entry) => (
            <Link key={entry.page} to={path(entry.page)} className={styles.entry}>
              <span className={styles.entryIcon} aria-hidden="true">
                {entry.icon}
              </span>
              <div className={styles.entryTitle}>{entry.title}</div>
              <div className={styles.entryText}>{entry.text}</div>
            </Link>
          ))}
        </nav>

        {/* The season at a glance: each part loads, fails and retries on its own. */}
        <SpecialSessions />
        <div className={seasonStyles.twoColumns}>
          <UpcomingTalks />
          <LatestNotices />
        </div>

        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>招聘流程</h2>
          {/* Not responsive: antd's responsive Steps subscribe to the breakpoints in a layout effect and re-render at
              once, which made React run the page's whole commit of effects in the same task (docs/decisions/095);
              the steps read left to right at every width the portal serves. */}
          <Steps titlePlacement="vertical" responsive={false} items={[...PROCESS]} />
        </section>

        <div className={styles.twoColumns}>
          <section className={styles.section} style={{ marginTop: 0 }}>
            <h2 className={styles.sectionTitle} style={{ textAlign: 'left', marginBottom: 20 }}>
              常见问题
            </h2>
            <Collapse ghost items={FAQ} defaultActiveKey={['who']} />
            <Link to={path('trends', { query: { tab: 'qa' } })} style={{ display: 'inline-block', marginTop: 12 }}>
              查看更多问答 →
            </Link>
          </section>
          <section className={styles.section} style={{ marginTop: 0 }}>
            <h2 className={styles.sectionTitle} style={{ textAlign: 'left', marginBottom: 20 }}>
              网申须知
            </h2>
            <ol style={{ paddingLeft: 20, margin: 0, lineHeight: 2, color: '#595959' }}>
              <li>请使用本人手机号登录并如实填写简历信息。</li>
              <li>投递前请仔细阅读岗位职责与任职要求。</li>
              <li>招聘全程不收取任何费用，请谨防诈骗。</li>
              <li>最新安排以“招聘动态”中的公告为准。</li>
            </ol>
            <Link to={path('knowMore')} style={{ display: 'inline-block', marginTop: 12 }}>
              了解培养体系 →
            </Link>
          </section>
        </div>
      </ContentContainer>
    </div>
  );
}
