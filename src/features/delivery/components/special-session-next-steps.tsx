import styles from './special-session-next-steps.module.css';

/** What follows a special-session delivery, as the campus notices describe the process (screening → offer). */
const STEPS: readonly [title: string, text: string][] = [
  ['简历筛选', 'HR 会尽快查看您的简历，筛选进展会实时更新在投递记录中。'],
  [
    '在线测评',
    '通过筛选后，测评链接会在投递后 7 天内通过短信和邮件发送，请在收到后 72 小时内完成（约 40 分钟，建议使用电脑端 Chrome 浏览器）。',
  ],
  ['面试', '一般为初面与终面两轮，部分岗位增加群体面试，面试安排会通过短信通知您。'],
  ['录用意向', '面试通过后发放录用意向，签约后安排入职前培训。'],
];

/** The next steps after a special-session delivery. */
export function SpecialSessionNextSteps() {
  return (
    <section className={styles.steps} aria-labelledby="next-steps-title">
      <h2 id="next-steps-title" className={styles.title}>
        接下来
      </h2>
      <ol className={styles.list}>
        {STEPS.map(([title, text], index) => (
          <li key={title} className={styles.step}>
            <span className={styles.number} aria-hidden>
              {index + 1}
            </span>
            <div>
              <h3 className={styles.stepTitle}>{title}</h3>
              <p className={styles.text}>{text}</p>
            </div>
          </li>
        ))}
      </ol>
      <p className={styles.tip}>如需修改报名时提交的简历，可在投递记录中进入报名信息修改，HR 看到的是修改后的版本。</p>
    </section>
  );
}
