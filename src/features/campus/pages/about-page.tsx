import { BulbOutlined, NotificationOutlined, SolutionOutlined } from '@ant-design/icons';
import { ContentContainer } from '@/components/content-container';
import { RECRUIT_TYPE_REGISTRY } from '@/lib/config/business';
import { usePagePath, usePageTitleOf } from '@/lib/routing';
import { ABOUT_INTRO, BUSINESS_LINES, KEY_FIGURES, MILESTONES, VALUES } from '../content/about';
import { ArticleHero, ArticleSection, NextSteps } from '../content/campus-article';
import styles from './about-page.module.css';

/** 关于我们 (rule CAMPUS-6): who the company is, what it believes in, how it grew and what it does. */
export default function AboutPage() {
  const path = usePagePath();
  const titleOf = usePageTitleOf();
  return (
    <div>
      <ArticleHero eyebrow="校园招聘 · 认识我们" title={ABOUT_INTRO.title} lead={ABOUT_INTRO.lead} />

      <ContentContainer>
        <dl className={styles.figures}>
          {KEY_FIGURES.map((figure) => (
            <div key={figure.label} className={styles.figure}>
              <dt className={styles.figureLabel}>{figure.label}</dt>
              <dd className={styles.figureValue}>
                {figure.value}
                <span className={styles.figureUnit}>{figure.unit}</span>
              </dd>
            </div>
          ))}
        </dl>

        <ArticleSection id="about-who" title="我们是谁">
          <div className={styles.story}>
            {ABOUT_INTRO.story.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </ArticleSection>

        <ArticleSection
          id="about-values"
          title="我们的价值观"
          intro="这四句话写在每一家门店的员工休息室里，也是我们评价一件事做得好不好的标准。"
        >
          <ol className={styles.values}>
            {VALUES.map((value, index) => (
              <li key={value.title} className={styles.value}>
                <span className={styles.valueNo} aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h3 className={styles.cardTitle}>{value.title}</h3>
                <p className={styles.cardText}>{value.text}</p>
              </li>
            ))}
          </ol>
        </ArticleSection>

        <ArticleSection
          id="about-history"
          title="发展历程"
          intro="二十年来，我们从一家不到 300 平方米的社区超市，成长为覆盖全国的零售企业。"
        >
          <ol className={styles.timeline}>
            {MILESTONES.map((milestone) => (
              <li key={milestone.year} className={styles.milestone}>
                <span className={styles.year}>{milestone.year}</span>
                <div className={styles.milestoneBody}>
                  <h3 className={styles.cardTitle}>{milestone.title}</h3>
                  <p className={styles.cardText}>{milestone.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </ArticleSection>

        <ArticleSection
          id="about-business"
          title="业务版图"
          intro="门店、供应链、自有品牌与数字化，四块业务彼此支撑，也为同学们提供了不同的发展方向。"
        >
          <ul className={styles.business}>
            {BUSINESS_LINES.map((line) => (
              <li key={line.title} className={styles.businessLine}>
                <h3 className={styles.cardTitle}>{line.title}</h3>
                <p className={styles.cardText}>{line.text}</p>
                <ul className={styles.chips} aria-label={`${line.title}概况`}>
                  {line.facts.map((fact) => (
                    <li key={fact} className={styles.chip}>
                      {fact}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </ArticleSection>

        <NextSteps
          label="加入我们"
          steps={[
            {
              to: path('job'),
              title: RECRUIT_TYPE_REGISTRY.school.listTabLabel,
              text: '管培生、储备店长、技术、采购等方向，找到适合你的岗位',
              icon: <SolutionOutlined />,
            },
            {
              to: path('knowMore'),
              title: '了解培养体系',
              text: '一年系统培养、双导师陪伴与三条发展通道',
              icon: <BulbOutlined />,
            },
            {
              to: path('trends'),
              title: titleOf('trends'),
              text: '招聘流程、宣讲行程、公告与答疑',
              icon: <NotificationOutlined />,
            },
          ]}
        />
      </ContentContainer>
    </div>
  );
}
