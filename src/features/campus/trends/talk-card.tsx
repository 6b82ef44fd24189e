import { CalendarOutlined, EnvironmentOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useId, useState } from 'react';
import type { CareerTalk } from '@/api/campus';
import { ActivityStatusTag, activityStatusOf } from '@/entities/activity/activity-status-tag';
import { toast } from '@/lib/feedback';
import { downloadTalkCalendar, safeLiveUrl, talkStart, TALK_DURATION_MINUTES } from './talk-calendar';
import styles from './talks.module.css';

interface TalkCardProps {
  talk: CareerTalk;
  /** The talk overview's address, written into the calendar entry. */
  trendsUrl: string;
}

function LiveLink({ talk, describedBy }: { talk: CareerTalk; describedBy: string }) {
  const href = safeLiveUrl(talk.liveUrl);
  if (!href) return <>直播链接待公布</>;
  const finished = activityStatusOf(talk.status) === 3;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={styles.link} aria-describedby={describedBy}>
      {finished ? '直播页面' : '进入直播间'}
      <span className="sr-only">（在新窗口打开）</span>
    </a>
  );
}

/** One career talk: school, status and format, date and time, city, venue or live link, and "添加到日历". */
export function TalkCard({ talk, trendsUrl }: TalkCardProps) {
  const headingId = useId();
  const [saving, setSaving] = useState(false);
  const start = talkStart(talk);
  const online = talk.talkFormat === 1;
  const upcoming = activityStatusOf(talk.status) !== 3;

  const addToCalendar = async () => {
    if (saving) return;
    setSaving(true);
    try {
      await downloadTalkCalendar(talk, trendsUrl);
      toast.success('日历文件已下载，用手机或电脑的日历应用打开即可添加');
    } catch {
      toast.error('日历文件生成失败，请稍后重试');
    } finally {
      setSaving(false);
    }
  };

  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <div className={styles.date} aria-hidden="true">
        <span className={styles.month}>{start ? start.format('M月') : '--'}</span>
        <span className={styles.day}>{start ? start.format('D') : '--'}</span>
        <span className={styles.weekday}>{start ? start.format('ddd') : ''}</span>
      </div>
      <div className={styles.main}>
        <div className={styles.titleLine}>
          <h3 id={headingId} className={styles.school}>
            {talk.school || '--'}
          </h3>
          <ActivityStatusTag status={talk.status} />
          <span className={online ? styles.online : styles.offline}>
            {online ? <VideoCameraOutlined aria-hidden="true" /> : <EnvironmentOutlined aria-hidden="true" />}
            {online ? '线上宣讲' : '线下宣讲'}
          </span>
        </div>
        <dl className={styles.meta}>
          <div>
            <dt>时间</dt>
            <dd>
              {start
                ? `${start.format('YYYY年M月D日 ddd HH:mm')}–${start.add(TALK_DURATION_MINUTES, 'minute').format('HH:mm')}`
                : '--'}
            </dd>
          </div>
          <div>
            <dt>城市</dt>
            <dd>{talk.cityName || '--'}</dd>
          </div>
          <div>
            <dt>{online ? '直播' : '地点'}</dt>
            <dd>{online ? <LiveLink talk={talk} describedBy={headingId} /> : talk.address || '地点待定'}</dd>
          </div>
        </dl>
        {upcoming && start && (
          <div className={styles.actions}>
            <Button
              icon={<CalendarOutlined />}
              loading={saving}
              onClick={() => void addToCalendar()}
              aria-describedby={headingId}
            >
              添加到日历
            </Button>
          </div>
        )}
      </div>
    </article>
  );
}
