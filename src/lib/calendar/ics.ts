/**
 * An iCalendar file (RFC 5545) of one event, built by hand: the talks need one VEVENT in one fixed-offset time zone,
 * which no small library writes with its VTIMEZONE (docs/decisions/046).
 */

/** A time zone without daylight saving time, as a VTIMEZONE describes it. */
export interface FixedTimeZone {
  /** The IANA name, used as TZID. */
  tzid: string;
  /** The UTC offset, `+hhmm` or `-hhmm`. */
  offset: string;
  /** The zone's abbreviation (TZNAME). */
  abbreviation: string;
}

/** China Standard Time: UTC+8 all year (no daylight saving time since 1991). */
export const SHANGHAI_TIME_ZONE: FixedTimeZone = { tzid: 'Asia/Shanghai', offset: '+0800', abbreviation: 'CST' };

/** One event. Its times are wall-clock times of the file's time zone, as the server writes them. */
export interface CalendarEvent {
  /** Globally unique and stable: importing the file again updates the event rather than adding a second one. */
  uid: string;
  /** `YYYY-MM-DD HH:mm[:ss]` (or with a `T`). */
  start: string;
  /** `YYYY-MM-DD HH:mm[:ss]`, after `start`. */
  end: string;
  summary: string;
  location?: string;
  url?: string;
  description?: string;
  /** A reminder this many minutes before the start (a VALARM); none when left out. */
  reminderMinutes?: number;
}

export interface CalendarFileOptions {
  /** When the file is made (DTSTAMP). Passed in so the builder stays pure. */
  now: Date;
  timeZone?: FixedTimeZone;
  /** PRODID: who made the file. */
  productId?: string;
}

const CRLF = '\r\n';
/** A content line's limit in octets, without its CRLF (RFC 5545 §3.1). */
const LINE_OCTETS = 75;
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;
const DEFAULT_PRODUCT_ID = '-//recruit-web//Campus career talks//ZH';

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** The parts of a wall-clock time, or undefined when it is not one (a wrong format or an impossible date). */
function wallTimeParts(value: string): [number, number, number, number, number, number] | undefined {
  const match = WALL_TIME.exec(value.trim());
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  const same =
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    hour < 24 &&
    minute < 60 &&
    second < 60;
  return same ? [year, month, day, hour, minute, second] : undefined;
}

/** Whether a text is a wall-clock time the builder accepts (`YYYY-MM-DD HH:mm[:ss]` of a real date). */
export function isWallTime(value: string): boolean {
  return wallTimeParts(value) !== undefined;
}

function requireWallTime(value: string, what: string): Date {
  const parts = wallTimeParts(value);
  if (!parts) throw new RangeError(`${what} is not a wall-clock time YYYY-MM-DD HH:mm[:ss]: ${value}`);
  const [year, month, day, hour, minute, second] = parts;
  // A wall-clock time held in a Date's UTC fields: arithmetic on it never meets the machine's own zone.
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second));
}

function formatLocal(date: Date): string {
  return (
    `${pad(date.getUTCFullYear(), 4)}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}`
  );
}

/** A wall-clock time `minutes` later, in the same `YYYY-MM-DD HH:mm:ss` form (days and months roll over). */
export function addMinutes(wallTime: string, minutes: number): string {
  const date = new Date(requireWallTime(wallTime, 'The time').getTime() + minutes * 60_000);
  return (
    `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`
  );
}

/**
 * A TEXT value (RFC 5545 §3.3.11): backslash, semicolon and comma escaped, line breaks as `\n`, other control
 * characters (which TEXT may not hold) dropped.
 */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n')
      // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
  );
}

/**
 * Folds a content line at 75 octets (RFC 5545 §3.1): each continuation starts with one space, and a multi-octet
 * UTF-8 character is never split.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > LINE_OCTETS) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(CRLF);
}

function formatUtc(date: Date): string {
  return `${formatLocal(date)}Z`;
}

function timeZoneLines(zone: FixedTimeZone): string[] {
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${zone.tzid}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    `TZOFFSETFROM:${zone.offset}`,
    `TZOFFSETTO:${zone.offset}`,
    `TZNAME:${zone.abbreviation}`,
    'END:STANDARD',
    'END:VTIMEZONE',
  ];
}

/**
 * The text of an `.ics` file with one VEVENT: VCALENDAR with the time zone's VTIMEZONE, DTSTART/DTEND with its TZID,
 * TEXT values escaped, lines folded at 75 octets and ended with CRLF. Throws a RangeError for a start or end that is
 * not a wall-clock time, or an end that is not after the start.
 */
export function buildCalendarFile(event: CalendarEvent, options: CalendarFileOptions): string {
  const zone = options.timeZone ?? SHANGHAI_TIME_ZONE;
  const start = requireWallTime(event.start, 'The start');
  const end = requireWallTime(event.end, 'The end');
  if (end.getTime() <= start.getTime()) throw new RangeError(`The end ${event.end} is not after the start ${event.start}`);

  const eventLines = [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${formatUtc(options.now)}`,
    `DTSTART;TZID=${zone.tzid}:${formatLocal(start)}`,
    `DTEND;TZID=${zone.tzid}:${formatLocal(end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.reminderMinutes !== undefined && event.reminderMinutes > 0
      ? [
          'BEGIN:VALARM',
          'ACTION:DISPLAY',
          `DESCRIPTION:${escapeText(event.summary)}`,
          `TRIGGER:-PT${Math.round(event.reminderMinutes)}M`,
          'END:VALARM',
        ]
      : []),
    'END:VEVENT',
  ];
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${options.productId ?? DEFAULT_PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...timeZoneLines(zone),
    ...eventLines,
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
