import {
  CalendarOutlined,
  CarOutlined,
  CodeOutlined,
  CoffeeOutlined,
  HomeOutlined,
  MoneyCollectOutlined,
  NotificationOutlined,
  ReadOutlined,
  SafetyCertificateOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  SolutionOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Collapse } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ContentContainer } from '@/components/content-container';
import { RECRUIT_TYPE_REGISTRY } from '@/lib/config/business';
import { usePagePath, usePageTitleOf } from '@/lib/routing';
import { ArticleHero, ArticleSection, NextSteps } from '../content/campus-article';
import { BENEFITS, CHANNELS, FAQ, GROWTH_PATH, KNOW_MORE_INTRO, MENTORING, TRACKS, TRAINING_STAGES } from '../content/know-more';
import styles from './know-more-page.module.css';

const TRACK_ICONS: Record<string, ReactNode> = {
  trainee: <TeamOutlined />,
  'store-manager': <ShopOutlined />,
  tech: <CodeOutlined />,
  buyer: <ShoppingCartOutlined />,
  'supply-chain': <CarOutlined />,
};

/** In the order of BENEFITS. */
const BENEFIT_ICONS: readonly ReactNode[] = [
  <MoneyCollectOutlined key="pay" />,
  <SafetyCertificateOutlined key="insurance" />,
  <HomeOutlined key="housing" />,
  <CalendarOutlined key="leave" />,
  <CoffeeOutlined key="meals" />,
  <ReadOutlined key="learning" />,
];

const FAQ_ITEMS = FAQ.map((item) => ({
  key: item.key,
  label: item.question,
  children: <p className={styles.answer}>{item.answer}</p>,
}));

/** 了解更多 (rule CAMPUS-6): the campus programme — tracks, training, growth, mentoring, benefits and questions. */
export default function KnowMorePage() {
  const path = usePagePath();
  const titleOf = usePageTitleOf();
  return (
    <div>
      <ArticleHero eyebrow="校园招聘 · 校园人才培养计划" title={KNOW_MORE_INTRO.title} lead={KNOW_MORE_INTRO.lead}>
        <Link to={path('job')} className={styles.heroCta}>
          查看校招职位
        </Link>
      </ArticleHero>

      <ContentContainer>
        <ArticleSection
          id="know-more-tracks"
          title="招聘方向"
          intro="五个方向，同一套培养体系。选择你感兴趣的方向，我们陪你走好职业生涯的第一步。"
        >
          <ul className={styles.tracks}>
            {TRACKS.map((track) => (
              <li key={track.key} className={styles.track}>
                <div className={styles.trackHead}>
                  <span className={styles.trackIcon} aria-hidden="true">
                    {TRACK_ICONS[track.key]}
                  </span>
                  <h3 className={styles.cardTitle}>{track.title}</h3>
                </div>
                <p className={styles.cardText}>{track.text}</p>
                <dl className={styles.trackFacts}>
                  <div>
                    <dt>适合</dt>
                    <dd>{track.forWhom}</dd>
                  </div>
                  <div>
                    <dt>发展</dt>
                    <dd>{track.path}</dd>
                  </div>
                  <div>
                    <dt>地点</dt>
                    <dd>{track.places}</dd>
                  </div>
                </dl>
              </li>
            ))}
            <li className={styles.trackMore}>
              <h3 className={styles.trackMoreTitle}>还没想好方向？</h3>
              <p className={styles.cardText}>先看看各方向正在开放的岗位和任职要求，也可以在投递时填写多个意向。</p>
              <Link to={path('job')} className={styles.trackMoreLink}>
                浏览全部校招职位<span aria-hidden="true"> →</span>
              </Link>
            </li>
          </ul>
        </ArticleSection>

        <ArticleSection
          id="know-more-training"
          title="培养体系"
          intro="为期 12 个月的系统培养：先懂顾客和门店，再找到最适合自己的岗位。"
        >
          <ol className={styles.stages}>
            {TRAINING_STAGES.map((stage, index) => (
              <li key={stage.title} className={styles.stage}>
                <span className={styles.stageNo} aria-hidden="true">
                  {index + 1}
                </span>
                <span className={styles.stageWhen}>{stage.when}</span>
                <h3 className={styles.cardTitle}>{stage.title}</h3>
                <p className={styles.cardText}>{stage.text}</p>
              </li>
            ))}
          </ol>
        </ArticleSection>

        <ArticleSection
          id="know-more-growth"
          title="成长路径"
          intro="能力看得见，成长有路径。培养期结束后，你可以在三条通道中发展，也可以在通道之间转换。"
        >
          <ol className={styles.growth}>
            {GROWTH_PATH.map((step) => (
              <li key={step.years} className={styles.growthStep}>
                <span className={styles.growthYears}>{step.years}</span>
                <h3 className={styles.cardTitle}>{step.title}</h3>
                <p className={styles.cardText}>{step.text}</p>
              </li>
            ))}
          </ol>
          <h3 id="know-more-channels" className={styles.channelsCaption}>
            三条发展通道
          </h3>
          <ul className={styles.channels} aria-labelledby="know-more-channels">
            {CHANNELS.map((channel) => (
              <li key={channel.title} className={styles.channel}>
                <h4 className={styles.cardTitle}>{channel.title}</h4>
                <p className={styles.cardText}>{channel.text}</p>
              </li>
            ))}
          </ul>
        </ArticleSection>

        <ArticleSection id="know-more-mentoring" title="双导师制" intro="从入职第一天起，两位导师和一群同届伙伴陪你度过培养期。">
          <ul className={styles.mentoring}>
            {MENTORING.map((mentor) => (
              <li key={mentor.title} className={styles.mentor}>
                <h3 className={styles.cardTitle}>{mentor.title}</h3>
                <p className={styles.cardText}>{mentor.text}</p>
              </li>
            ))}
          </ul>
        </ArticleSection>

        <ArticleSection id="know-more-benefits" title="福利待遇">
          <ul className={styles.benefits}>
            {BENEFITS.map((benefit, index) => (
              <li key={benefit.title} className={styles.benefit}>
                <span className={styles.benefitIcon} aria-hidden="true">
                  {BENEFIT_ICONS[index]}
                </span>
                <div>
                  <h3 className={styles.cardTitle}>{benefit.title}</h3>
                  <p className={styles.cardText}>{benefit.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </ArticleSection>

        <ArticleSection id="know-more-faq" title="常见问题">
          <div className={styles.faq}>
            <Collapse items={FAQ_ITEMS} defaultActiveKey={[FAQ[0]?.key ?? '']} expandIconPlacement="end" ghost />
            <p className={styles.faqMore}>
              更多问题可以在 <Link to={path('trends', { query: { tab: 'qa' } })}>招聘动态 · 问答专区</Link> 查找
            </p>
          </div>
        </ArticleSection>

        <NextSteps
          label="下一步"
          steps={[
            {
              to: path('job'),
              title: RECRUIT_TYPE_REGISTRY.school.listTabLabel,
              text: '看看各方向正在开放的岗位，投递你的第一份简历',
              icon: <SolutionOutlined />,
            },
            {
              to: path('trends'),
              title: titleOf('trends'),
              text: '招聘流程、宣讲行程、公告与答疑，第一时间掌握',
              icon: <NotificationOutlined />,
            },
            {
              to: path('about'),
              title: titleOf('about'),
              text: '企业文化、发展历程与业务版图，认识真实的我们',
              icon: <TeamOutlined />,
            },
          ]}
        />
      </ContentContainer>
    </div>
  );
}
