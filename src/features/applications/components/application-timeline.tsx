import { Link } from 'react-router-dom';
import type { ApplyRecord } from '@/api/applications';
import { StageList, type StageListItem } from '@/components/stage-list';
import { RECRUIT_TYPE_LABEL } from '@/lib/config/business';
import { usePagePath } from '@/lib/routing';
import { readTimeline, timelineLabel, UPCOMING_TEXT, type TimelineView } from '../lib/timeline';
import styles from './application-timeline.module.css';

/** The id of a record's timeline, for its disclosure button's `aria-controls`. */
export const timelineId = (record: ApplyRecord) => `apply-timeline-${record.id}`;

function itemsOf(view: TimelineView): StageListItem[] {
  return view.items.map((item) => ({
    key: item.key,
    state: item.state,
    current: item.current,
    label: item.label,
    ...(item.time === null ? {} : { time: item.time }),
    extra: item.state === 'upcoming' ? <span className={styles.upcoming}>{UPCOMING_TEXT}</span> : undefined,
  }));
}

/**
 * An application's timeline (issue 22): the stages in the order of the process with the date each was reached, the
 * current one marked, and what happens next; or the stages it reached, the end, what the end means and where to look
 * for other jobs. Null when the record has no stages: its status text stands alone, as before.
 */
export function ApplicationTimeline({ record }: { record: ApplyRecord }) {
  const path = usePagePath();
  const view = readTimeline(record);
  if (!view) return null;
  return (
    <div className={styles.timeline} id={timelineId(record)}>
      <StageList label={timelineLabel(record.positionName)} items={itemsOf(view)} />
      <div className={styles.next} data-outcome={view.outcome}>
        <p className={styles.heading}>{view.next.heading}</p>
        <p className={styles.text}>{view.next.text}</p>
        {view.outcome === 'ended' && (
          <Link to={path('job', { recruitType: record.recruitType })}>浏览{RECRUIT_TYPE_LABEL[record.recruitType]}职位</Link>
        )}
      </div>
    </div>
  );
}

/** Whether a record has a timeline to open. */
export function hasTimeline(record: ApplyRecord): boolean {
  return readTimeline(record) !== null;
}
