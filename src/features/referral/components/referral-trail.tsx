import { ExclamationCircleOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import type { ReferralWithTrail } from '@/api/referral';
import { displayOrDash, formatDate, maskPhone } from '@/lib/format';
import { usePagePath } from '@/lib/routing';
import { invalidReasonText } from '../lib/invalid-reason';
import { StageList, type StageListItem } from '@/components/stage-list';
import { earnedPoints, readTrail, TRAIL_STAGE_LABEL, type TrailStepView, type TrailView } from '../lib/trail';
import { billOfReferralQuery } from '../lib/trail-links';
import { ReferralStatusTag } from './referral-status-tag';
import styles from './referral-trail.module.css';

function StepPoints({ referralId, step }: { referralId: string; step: TrailStepView }) {
  const path = usePagePath();
  if (!earnedPoints(step.integral)) return null;
  const points = `+${step.integral} 积分`;
  if (!step.billId) return <span className={styles.points}>{points}</span>;
  return (
    <Link
      className={styles.points}
      to={path('integralBill', { query: billOfReferralQuery(referralId, step.billId) })}
      aria-label={`${points}：${step.label}的积分明细`}
    >
      {points}
    </Link>
  );
}

/** The trail's stages as the shared stage list shows them: the stages reached, then the end or what comes next. */
function itemsOf(referralId: string, trail: TrailView): StageListItem[] {
  const items: StageListItem[] = trail.steps.map((step) => ({
    key: String(step.stage),
    state: 'done',
    label: step.label,
    time: step.time,
    extra: <StepPoints referralId={referralId} step={step} />,
  }));
  if (trail.end)
    items.push({
      key: 'end',
      state: 'ended',
      label: trail.end.label,
      time: trail.end.time,
      children: (
        <>
          <p className={styles.reason}>原因：{trail.end.reason}</p>
          <p className={styles.text}>{trail.end.next}</p>
        </>
      ),
    });
  if (trail.next)
    items.push({
      key: 'next',
      state: trail.next.stage ? 'next' : 'complete',
      label: trail.next.stage ? `${trail.next.heading}：${TRAIL_STAGE_LABEL[trail.next.stage]}` : trail.next.heading,
      children: <p className={styles.text}>{trail.next.text}</p>,
    });
  return items;
}

/** The referral's facts at the head of its trail: job, phone, date, stage, status and points. */
function ReferralFacts({ referral }: { referral: ReferralWithTrail }) {
  const facts = [
    { label: '推荐职位', value: displayOrDash(referral.positionName) },
    { label: '好友手机', value: maskPhone(referral.phone) || '--' },
    { label: '推荐时间', value: formatDate(referral.recommendTime) },
    { label: '当前阶段', value: displayOrDash(referral.stageText) },
    { label: '推荐状态', value: <ReferralStatusTag status={referral.status} /> },
    { label: '获得积分', value: displayOrDash(referral.integral) },
  ];
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.label} className={styles.fact}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A referral's trail (issue 23): the stages it reached with their dates and points (each linked to its bill line), then
 * how it ended with the reason in words, or what happens next. Without a trail it shows today's view: the status and,
 * for an invalid referral, the reason.
 */
export function ReferralTrail({ referral }: { referral: ReferralWithTrail }) {
  const path = usePagePath();
  const trail = readTrail(referral);
  const reason = invalidReasonText(referral.invalidReason, referral.invalidValue);

  if (!trail) {
    return (
      <div>
        <ReferralFacts referral={referral} />
        {reason && (
          <p className={styles.invalid}>
            <ExclamationCircleOutlined aria-hidden="true" style={{ marginInlineEnd: 4 }} />
            推荐无效：{reason}
          </p>
        )}
        <p className={styles.muted}>暂无各阶段的进度记录。</p>
      </div>
    );
  }

  return (
    <div>
      <ReferralFacts referral={referral} />
      <StageList label="各阶段进度" items={itemsOf(referral.id, trail)} />
      <p className={styles.total}>
        这次推荐共获得 <strong>{trail.total}</strong> 积分
        {trail.total > 0 && (
          <>
            {'，'}
            <Link to={path('integralBill', { query: billOfReferralQuery(referral.id) })}>在积分账单中查看</Link>
          </>
        )}
      </p>
    </div>
  );
}
