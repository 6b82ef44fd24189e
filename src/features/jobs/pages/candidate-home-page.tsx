import {
  BookOutlined,
  CrownOutlined,
  GiftOutlined,
  GlobalOutlined,
  ReadOutlined,
  ShopOutlined,
  SolutionOutlined,
} from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { configQueries, type HotWord } from '@/api/config';
import { Link, useNavigate } from 'react-router-dom';
import { ContentContainer } from '@/components/content-container';
import { deferredView } from '@/components/deferred-view';
import { useLatestCallback } from '@/components/use-latest-callback';
import {
  DEFAULT_RECRUIT_TYPE,
  RECRUIT_TYPE_LABEL,
  RECRUIT_TYPE_REGISTRY,
  RECRUIT_TYPES_IN_MENU_ORDER,
  recruitTypeOfShopFlag,
  type RecruitType,
} from '@/lib/config/business';
import { usePagePath } from '@/lib/routing';
import { useSession } from '@/entities/session';
import { useBusinessStore } from '@/stores/business-store';
import { HotJobs } from '../components/hot-jobs';
import { JobSearchBox } from '../components/job-search-box';
import { DeferredSavedSearchPanel } from '../components/deferred-saved-searches';
import { SAVED_SEARCH_TITLES } from '../components/saved-search-titles';
import styles from './candidate-home-page.module.css';

/** Each type's entry on the home page; its title, place and target come from the recruit-type registry. */
const ENTRY_COPY = {
  social: { text: '总部与区域的专业岗位：技术研发、采购供应链、市场运营、职能支持', icon: <SolutionOutlined /> },
  shop: { text: '全国门店一线岗位：店长、储备干部、收银、理货、生鲜，离家近、上手快', icon: <ShopOutlined /> },
  school: { text: '面向应届毕业生的管培生与专业岗位，系统培养，快速成长', icon: <ReadOutlined /> },
} satisfies Record<RecruitType, { text: string; icon: ReactNode }>;

const ENTRIES = RECRUIT_TYPES_IN_MENU_ORDER.map((recruitType) => ({
  recruitType,
  title: RECRUIT_TYPE_LABEL[recruitType],
  page: RECRUIT_TYPE_REGISTRY[recruitType].entryPage,
  // A type with its own home (school's campus site) opens it in a new window.
  newWindow: RECRUIT_TYPE_REGISTRY[recruitType].entryPage === 'home',
  ...ENTRY_COPY[recruitType],
}));

const REASONS = [
  { title: '系统培训', text: '入职培训、岗位带教与管理课程，陪你从新手成长为骨干', icon: <BookOutlined /> },
  { title: '晋升通道', text: '员工—组长—主管—店长—区域经理，能力看得见，成长有路径', icon: <CrownOutlined /> },
  { title: '薪酬福利', text: '五险一金、带薪年假、节日福利、员工折扣，安心工作', icon: <GiftOutlined /> },
  { title: '全国机会', text: '门店与办公地点遍布全国，就近选择，也可跨城发展', icon: <GlobalOutlined /> },
];

/** Candidate home: search with hot words, entries to the three kinds of hiring, saved searches, hot jobs and why join. */
export default function CandidateHomePage() {
  const navigate = useNavigate();
  const path = usePagePath();
  const hotWords = useQuery(configQueries.hotWords());
  const clearPageCache = useBusinessStore((state) => state.clearPageCache);
  // A signed-in job seeker's saved searches get their place held while the panel's code loads; a visitor sees none.
  const signedIn = Boolean(useSession().token);

  const search = useLatestCallback((keyword: string) => {
    // A hot word of the shop type searches the shop list; everything else the social list.
    const hotType = hotWords.data?.find((word) => word.name === keyword)?.type;
    const type = hotType === undefined ? DEFAULT_RECRUIT_TYPE : recruitTypeOfShopFlag(hotType);
    clearPageCache();
    navigate(path('job', { recruitType: type, query: { keyword: keyword || undefined, activeKey: type } }));
  });

  // The hot words' and the session's answers render the page in the background (docs/decisions/116).
  return (
    <CandidateHomeView
      hotWords={hotWords.data}
      hotWordsLoading={hotWords.isPending}
      signedIn={signedIn}
      onSearch={search}
      onEntry={clearPageCache}
    />
  );
}

interface CandidateHomeViewProps {
  hotWords: HotWord[] | undefined;
  hotWordsLoading: boolean;
  signedIn: boolean;
  onSearch: (keyword: string) => void;
  onEntry: () => void;
}

const CandidateHomeView = deferredView(function CandidateHomeView({
  hotWords,
  hotWordsLoading,
  signedIn,
  onSearch,
  onEntry,
}: CandidateHomeViewProps) {
  const path = usePagePath();
  return (
    <div style={{ paddingBottom: 48 }}>
      <section className={styles.hero}>
        <ContentContainer className={styles.heroInner}>
          <p className={styles.eyebrow}>热招中 · 门店与总部岗位同步开放</p>
          <h1 className={styles.slogan}>加入我们，让每一天的生活更美好</h1>
          <p className={styles.lead}>从门店到总部，从一线到管理，这里有适合你的舞台。</p>
          <div className={styles.searchBox}>
            <JobSearchBox
              keyword=""
              onSearch={onSearch}
              hotWords={hotWords}
              hotWordsLoading={hotWordsLoading}
              hotWordRows={2}
              inverse
            />
          </div>
        </ContentContainer>
      </section>

      <ContentContainer>
        <nav className={styles.entries} aria-label="招聘类型">
          {ENTRIES.map((entry) =>
            entry.newWindow ? (
              <a
                key={entry.recruitType}
                href={path(entry.page, { recruitType: entry.recruitType })}
                target="_blank"
                rel="noopener noreferrer"
                className={styles.entry}
              >
                <EntryBody title={entry.title} text={entry.text} icon={entry.icon} note="（新窗口打开）" />
              </a>
            ) : (
              <Link
                key={entry.recruitType}
                to={path(entry.page, { recruitType: entry.recruitType })}
                className={styles.entry}
                onClick={onEntry}
              >
                <EntryBody title={entry.title} text={entry.text} icon={entry.icon} />
              </Link>
            ),
          )}
        </nav>

        <DeferredSavedSearchPanel
          placeholder={signedIn}
          headingLevel={2}
          title={SAVED_SEARCH_TITLES.home}
          className={styles.saved}
          headingClassName={styles.savedTitle}
        />

        <HotJobs />

        <section className={styles.section} aria-labelledby="why-join">
          <div className={styles.sectionHead}>
            <h2 id="why-join" className={styles.sectionTitle}>
              为什么加入我们
            </h2>
          </div>
          <ul className={styles.reasons}>
            {REASONS.map((reason) => (
              <li key={reason.title} className={styles.reason}>
                <span className={styles.reasonIcon} aria-hidden="true">
                  {reason.icon}
                </span>
                <h3 className={styles.reasonTitle}>{reason.title}</h3>
                <p className={styles.reasonText}>{reason.text}</p>
              </li>
            ))}
          </ul>
        </section>
      </ContentContainer>
    </div>
  );
});

function EntryBody({ title, text, icon, note }: { title: string; text: string; icon: ReactNode; note?: string }) {
  return (
    <>
      <span className={styles.entryIcon} aria-hidden="true">
        {icon}
      </span>
      <span className={styles.entryTitle}>
        {title}
        {note && <span className={styles.srOnly}>{note}</span>}
      </span>
      <span className={styles.entryText}>{text}</span>
      <span className={styles.entryMore}>查看职位 →</span>
    </>
  );
}
