import { EnvironmentOutlined, SoundOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import dayjs from 'dayjs';
import { campusQueries, type CareerTalk } from '@/api/campus';
import { deferredView } from '@/components/deferred-view';
import { useLatestCallback } from '@/components/use-latest-callback';
import { LoadingRegion } from '@/components/page-skeleton';
import { usePagePath } from '@/lib/routing';
import { nextTalks, SHOWN_TALKS, TODAY_TALKS_QUERY, UPCOMING_TALKS_QUERY } from './season';
import { SeasonSection, SectionEmpty, SectionError } from './season-section';
import styles from './season.module.css';

export const TALKS_EMPTY = '近期暂无宣讲会安排，新的宣讲行程确定后会在这里公布';

/** "2026-10-12 周日 14:30", or "--" for a time the page cannot read. */
function whenOf(talk: CareerTalk): string {
  const start = dayjs(talk.startTime);
  return start.isValid() ? start.format('YYYY-MM-DD ddd HH:mm') : '--';
}

function TalkItem({ talk }: { talk: CareerTalk }) {
  const start = dayjs(talk.startTime);
  const online = talk.talkFormat === 1;
  return (
    <li className={styles.row}>
      <span className={styles.dateChip} aria-hidden="true">
        <span className={styles.dateMonth}>{start.isValid() ? start.format('M月') : '--'}</span>
        <span className={styles.dateDay}>{start.isValid() ? start.format('D') : '--'}</span>
      </span>
      <div className={styles.rowBody}>
        <div className={styles.rowTitleLine}>
          <h3 className={styles.rowTitle}>{talk.school || '--'}</h3>
          {talk.status === 2 && <span className={styles.today}>今日宣讲</span>}
        </div>
        <p className={styles.rowMeta}>
          <span>{talk.cityName || '--'}</span>
          <span className={styles.dot} aria-hidden="true">
            ·
          </span>
          <span>{whenOf(talk)}</span>
          <span className={styles.dot} aria-hidden="true">
            ·
          </span>
          <span className={online ? styles.online : styles.offline}>
            {online ? <VideoCameraOutlined aria-hidden="true" /> : <EnvironmentOutlined aria-hidden="true" />}{' '}
            {online ? '线上宣讲' : '线下宣讲'}
          </span>
        </p>
        <p className={styles.rowNote}>{online ? '直播链接可在“宣讲总览”中查看' : talk.address || '地点待定'}</p>
      </div>
    </li>
  );
}

/** The next career talks (宣讲会): today's and the upcoming ones of /career_talk_route/list. */
export function UpcomingTalks() {
  const today = useQuery(campusQueries.careerTalks(TODAY_TALKS_QUERY));
  const upcoming = useQuery(campusQueries.careerTalks(UPCOMING_TALKS_QUERY));
  const failed = [today, upcoming].filter((query) => query.isError && !query.data);
  const retry = useLatestCallback(() => failed.forEach((query) => void query.refetch()));
  // The answers render the section in the background, in slices (docs/decisions/095, 116).
  return (
    <UpcomingTalksView
      todayList={today.data?.list}
      upcomingList={upcoming.data?.list}
      failed={failed.length > 0}
      retrying={failed.some((query) => query.isFetching)}
      retry={retry}
    />
  );
}

interface UpcomingTalksViewProps {
  todayList: CareerTalk[] | undefined;
  upcomingList: CareerTalk[] | undefined;
  failed: boolean;
  retrying: boolean;
  retry: () => void;
}

const UpcomingTalksView = deferredView(function UpcomingTalksView({
  todayList,
  upcomingList,
  failed,
  retrying,
  retry,
}: UpcomingTalksViewProps) {
  const path = usePagePath();
  let body;
  if (failed) {
    body = <SectionError className={styles.listBody} what="宣讲会" onRetry={retry} retrying={retrying} />;
  } else if (!todayList || !upcomingList) {
    body = (
      <LoadingRegion label="宣讲会加载中" className={styles.listBody}>
        {Array.from({ length: SHOWN_TALKS }, (_, i) => (
          <div key={i} className={styles.row}>
            <Skeleton.Button active style={{ width: 52, height: 56 }} />
            <Skeleton active title={{ width: '45%' }} paragraph={{ rows: 1, width: '80%' }} style={{ flex: 1 }} />
          </div>
        ))}
      </LoadingRegion>
    );
  } else {
    const talks = nextTalks(todayList, upcomingList);
    body =
      talks.length === 0 ? (
        <SectionEmpty className={styles.listBody} icon={<SoundOutlined />} text={TALKS_EMPTY} />
      ) : (
        <ul className={`${styles.list} ${styles.listBody}`}>
          {talks.map((talk) => (
            <TalkItem key={talk.id} talk={talk} />
          ))}
        </ul>
      );
  }

  return (
    <SeasonSection
      id="campus-talks"
      title="近期宣讲会"
      more={{ to: path('trends', { query: { tab: 'talks' } }), label: '查看全部宣讲' }}
    >
      {body}
    </SeasonSection>
  );
});
