import dayjs from 'dayjs';
import type { CareerTalk } from '@/api/campus';

/** A talk's length as the calendar and the card show it: the server gives only the start (docs/decisions/046). */
export const TALK_DURATION_MINUTES = 120;
/** The calendar's reminder before a talk. */
export const TALK_REMINDER_MINUTES = 60;

const SERVER_TIME = 'YYYY-MM-DD HH:mm:ss';

/** The talk's start, when the server's time can be read. */
export function talkStart(talk: CareerTalk): dayjs.Dayjs | undefined {
  if (!talk.startTime.trim()) return undefined;
  const start = dayjs(talk.startTime);
  return start.isValid() ? start : undefined;
}

/** An http(s) address to open, or undefined for anything else (an empty, relative or `javascript:` one). */
export function safeLiveUrl(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

export function talkTitle(talk: CareerTalk): string {
  return `${talk.school || '校园'}宣讲会${talk.talkFormat === 1 ? '（线上）' : ''}`;
}

/** `同济大学宣讲会-20261012.ics` */
export function talkFileName(talk: CareerTalk): string {
  const day = talkStart(talk)?.format('YYYYMMDD') ?? 'talk';
  const school = (talk.school || '校园').replace(/[\\/:*?"<>|]/g, '');
  return `${school}宣讲会-${day}.ics`;
}

/**
 * Builds the talk's `.ics` (one VEVENT, Asia/Shanghai, 2 hours, a reminder an hour before) and saves it. The builder
 * loads with the first click, not with the page.
 */
export async function downloadTalkCalendar(talk: CareerTalk, trendsUrl: string): Promise<void> {
  const { addMinutes, buildCalendarFile, saveCalendarFile } = await import('@/lib/calendar');
  const start = talkStart(talk);
  if (!start) throw new Error(`talk ${talk.id} has no readable start time`);
  const startTime = start.format(SERVER_TIME);
  const liveUrl = talk.talkFormat === 1 ? safeLiveUrl(talk.liveUrl) : undefined;
  const place = talk.talkFormat === 1 ? '线上宣讲' : [talk.cityName, talk.address].filter(Boolean).join(' · ');
  const description = [
    `${talk.school} · ${talk.talkFormat === 1 ? '线上宣讲' : '线下宣讲'}${talk.cityName ? ` · ${talk.cityName}` : ''}`,
    liveUrl ? `直播链接：${liveUrl}（开播前 10 分钟开放入场）` : '请提前 10 分钟到场签到，建议携带 2—3 份纸质简历。',
    '宣讲时长约 2 小时，以现场安排为准。',
    `更多宣讲行程：${trendsUrl}`,
  ].join('\n');
  const text = buildCalendarFile(
    {
      uid: `career-talk-${talk.id}@recruit-web`,
      start: startTime,
      end: addMinutes(startTime, TALK_DURATION_MINUTES),
      summary: talkTitle(talk),
      location: place || undefined,
      url: liveUrl,
      description,
      reminderMinutes: TALK_REMINDER_MINUTES,
    },
    { now: new Date() },
  );
  saveCalendarFile(text, talkFileName(talk));
}
