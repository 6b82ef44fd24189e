import { Link, useSearchParams } from 'react-router-dom';
import { usePagePath } from '@/lib/routing';
import { tabQuery } from './trends-search';
import styles from './trends.module.css';
import process from './process-tab.module.css';

interface ProcessStep {
  title: string;
  when: string;
  actions: string[];
  tip?: string;
}

// The steps of campus home's process (网申投递 → 入职报到), with the dates of the season's launch notice.
const STEPS: ProcessStep[] = [
  {
    title: '网申投递',
    when: '9月1日—10月31日',
    actions: [
      '登录后完善校招简历：教育经历、实习与项目经历、在校荣誉尽量填写完整。',
      '在“校招职位”中选择意向职位投递；专场内每位同学可投递 2—3 个职位，以专场说明为准。',
      '投递后在“投递记录”中查看进度；专场报名信息在截止前可以修改。',
    ],
    tip: '先参加一场宣讲会了解岗位，再慎重选择意向职位。',
  },
  {
    title: '在线测评',
    when: '投递后 7 天内',
    actions: [
      '测评链接通过短信和邮件发送，请在收到后 72 小时内完成。',
      '测评约 40 分钟，包括综合能力与性格测评；请使用电脑端 Chrome 浏览器，保持网络稳定。',
      '没有收到链接时，请先检查垃圾邮件箱。',
    ],
  },
  {
    title: '面试',
    when: '10月—11月',
    actions: [
      '一般为初面与终面两轮，部分岗位增加群体面试或专业笔试。',
      '面试时间与形式提前通过短信通知，请及时确认；技术岗位面试全程线上进行。',
      '面试官会围绕你的实际经历提问，准备好简历中每段经历的细节。',
    ],
  },
  {
    title: '录用通知',
    when: '11月起',
    actions: [
      '通过面试后发放录用意向（Offer），请在有效期内确认是否接受。',
      '接受后签订就业协议（三方协议），并按要求提交学历学位等材料。',
    ],
  },
  {
    title: '入职报到',
    when: '毕业当年 7 月',
    actions: [
      '签约后安排入职前培训，提前认识导师与同届伙伴。',
      '按通知时间报到，开启为期 12 个月的新人培养计划：门店实践、职能轮岗、定岗历练。',
    ],
  },
];

/** Tab "招聘流程": the steps from application to offer and what the candidate does at each. */
export function ProcessTab() {
  const path = usePagePath();
  const [params] = useSearchParams();
  const tabPath = (tab: 'talks' | 'notices' | 'qa') => `${path('trends')}?${tabQuery(tab, {}, params).toString()}`;
  return (
    <section className={styles.section} aria-labelledby="trends-process-title">
      <div className={styles.sectionHead}>
        <h2 id="trends-process-title" className={styles.sectionTitle}>
          招聘流程
        </h2>
        <p className={styles.sectionIntro}>从网申到入职共五个环节，每一步你需要做的事都在这里。</p>
      </div>

      <ol className={process.steps}>
        {STEPS.map((step, index) => (
          <li key={step.title} className={process.step}>
            <span className={process.number} aria-hidden="true">
              {index + 1}
            </span>
            <div className={process.body}>
              <div className={process.titleLine}>
                <h3 className={process.title}>{step.title}</h3>
                <span className={process.when}>{step.when}</span>
              </div>
              <ul className={process.actions}>
                {step.actions.map((action) => (
                  <li key={action}>{action}</li>
                ))}
              </ul>
              {step.tip && <p className={process.tip}>小贴士：{step.tip}</p>}
            </div>
          </li>
        ))}
      </ol>

      <div className={process.notes}>
        <h3 className={process.notesTitle}>温馨提示</h3>
        <ul className={process.actions}>
          <li>招聘全程不收取任何费用，也不会索要银行卡密码，请谨防诈骗。</li>
          <li>
            各环节的具体时间以
            <Link to={tabPath('notices')} replace className={process.inlineLink}>
              公告专区
            </Link>
            的最新公告为准；常见疑问可以先看看
            <Link to={tabPath('qa')} replace className={process.inlineLink}>
              问答专区
            </Link>
            。
          </li>
        </ul>
      </div>

      <div className={process.cta}>
        <Link to={path('job')} className={process.primary}>
          查看校招职位
        </Link>
        <Link to={tabPath('talks')} replace className={process.secondary}>
          看看宣讲安排
        </Link>
      </div>
    </section>
  );
}
