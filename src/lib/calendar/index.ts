/** lib/calendar — `.ics` files (RFC 5545) of single events, and saving one as a download. */
export {
  addMinutes,
  buildCalendarFile,
  escapeText,
  foldLine,
  isWallTime,
  SHANGHAI_TIME_ZONE,
  type CalendarEvent,
  type CalendarFileOptions,
  type FixedTimeZone,
} from './ics';
export { saveCalendarFile } from './download';
