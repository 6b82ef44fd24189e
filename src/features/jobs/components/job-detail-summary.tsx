import {
  EnvironmentOutlined,
  ReadOutlined,
  TeamOutlined,
  ApartmentOutlined,
  CalendarOutlined,
  FieldTimeOutlined,
} from '@ant-design/icons';
import { Button, Tag } from 'antd';
import { Suspense, lazy, useId, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PositionDetail } from '@/api/positions';
import { FavouriteButton } from '@/entities/favourite/favourite-button';
import { placeOf } from '@/entities/job/job-card';
import { ShareButton } from '@/entities/share/share-button';
import { RECRUIT_TYPE_REGISTRY } from '@/lib/config/business';
import { usePagePath, useRouteContext, type PagePathBuilder } from '@/lib/routing';
import { displayOrDash, formatDate, formatSalary } from '@/lib/format';
import styles from './job-detail.module.css';
import type { SpecialSessionParts } from './special-session-apply';

// A special session's job (campus only) loads the session's code on first use: other jobs never need it.
const SpecialSessionApply = lazy(() => import('./special-session-apply'));
// Only a stopped job shows the notice: antd's Alert and its four status icons (≈ 4.5 kB brotli) stay off the first load
// of every open job's detail (docs/decisions/135).
const StoppedJobNotice = lazy(() => import('./stopped-job-notice'));

/** The notice's box while its code loads (a moment): the Alert's height, so the summary does not move when it comes. */
function StoppedJobNoticeBox() {
  return <div className={styles.stoppedNoticeBox} aria-hidden="true" />;
}

interface JobDetailSummaryProps {
  position: PositionDetail;
}

/**
 * Where the apply button leads: the delivery page of the job's recruit type (the registry's: school has its own).
 * Under staff every recruit type has only `deliveryResume`, where a friend is referred (rule STAFF-1).
 */
export function deliveryPathOf(
  path: PagePathBuilder,
  position: Pick<PositionDetail, 'id' | 'positionId' | 'recruitType'>,
  referral = false,
): string {
  const page = referral ? 'deliveryResume' : RECRUIT_TYPE_REGISTRY[position.recruitType].deliveryPage;
  return path(page, { recruitType: position.recruitType, query: { id: position.id, positionId: position.positionId } });
}

/** Title, salary, key facts, tags and the apply / favourite / share actions. */
export function JobDetailSummary({ position }: JobDetailSummaryProps) {
  const navigate = useNavigate();
  const path = usePagePath();
  // Staff refer a friend to the job instead of applying themselves.
  const referral = useRouteContext().business === 'staff';
  // A candidate applying to a special session's job: its remaining deliveries and status may stop them (CAMPUS-7).
  const activityId = referral ? undefined : position.activityId;
  const blockId = useId();
  const facts = [
    { icon: <EnvironmentOutlined />, label: '工作城市', value: placeOf(position) },
    { icon: <ReadOutlined />, label: '学历要求', value: displayOrDash(position.educationName) },
    { icon: <FieldTimeOutlined />, label: '工作经验', value: displayOrDash(position.workYears) },
    { icon: <TeamOutlined />, label: '招聘人数', value: `${displayOrDash(position.headcount)}人` },
    { icon: <ApartmentOutlined />, label: '招聘部门', value: displayOrDash(position.targetDepartName) },
    { icon: <CalendarOutlined />, label: '发布日期', value: formatDate(position.publishDate) },
  ];
  const shareUrl = `${window.location.origin}${path('jobDetail', { recruitType: position.recruitType, query: { id: position.id } })}`;

  const summary = ({ block, info }: SpecialSessionParts): ReactNode => (
    <section className={styles.summary} aria-labelledby="job-title">
      {!position.isValid && (
        <Suspense fallback={<StoppedJobNoticeBox />}>
          <StoppedJobNotice />
        </Suspense>
      )}
      <div className={styles.summaryTop}>
        <div style={{ minWidth: 0 }}>
          <h1 id="job-title" className={styles.title}>
            {position.positionName}
          </h1>
          <div className={styles.salary}>{formatSalary(position.salaryMin, position.salaryMax)}</div>
        </div>
        <div className={styles.actionColumn}>
          <div className={styles.actions}>
            <Button
              type="primary"
              size="large"
              disabled={!position.isValid || Boolean(block)}
              aria-describedby={block ? blockId : undefined}
              onClick={() => navigate(deliveryPathOf(path, position, referral))}
              style={{ minWidth: 140 }}
            >
              {referral ? '推荐好友' : '投递简历'}
            </Button>
            <FavouriteButton
              target={position}
              jobName={position.positionName}
              collected={position.isCollected}
              variant="button"
            />
            <ShareButton url={shareUrl} />
          </div>
          {block && (
            <p id={blockId} className={styles.applyBlock}>
              {block}
            </p>
          )}
        </div>
      </div>
      {info}
      <dl className={styles.facts}>
        {facts.map((fact) => (
          <div key={fact.label} className={styles.fact}>
            <dt>
              {fact.icon} {fact.label}
            </dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {position.tags.length > 0 && (
        <div style={{ marginTop: 16 }}>
          {position.tags.map((tag) => (
            <Tag key={tag} color="red" variant="filled">
              {tag}
            </Tag>
          ))}
        </div>
      )}
    </section>
  );

  if (!activityId) return summary({});
  return (
    <Suspense fallback={summary({ info: <div className={styles.specialSessionPlaceholder} aria-hidden="true" /> })}>
      <SpecialSessionApply activityId={activityId}>{summary}</SpecialSessionApply>
    </Suspense>
  );
}
