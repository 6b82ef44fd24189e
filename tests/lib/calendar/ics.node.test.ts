import { describe, expect, it } from 'vitest';
import { addMinutes, buildCalendarFile, escapeText, foldLine, isWallTime, type CalendarEvent } from '@/lib/calendar';
import { eventsOf, property, readCalendar, unescapeText, unfold } from './ics-reader';

const NOW = new Date(Date.UTC(2026, 2, 1, 8, 5, 9));

const TALK: CalendarEvent = {
  uid: 'career-talk-TALK008@recruit-web',
  start: '2026-03-12 14:30:00',
  end: '2026-03-12 16:30:00',
  summary: '华中科技大学校园宣讲会',
  location: '华中科技大学大学生活动中心 A 厅',
};

const octets = (line: string) => new TextEncoder().encode(line).length;

describe('escapeText (RFC 5545 TEXT)', () => {
  it.each([
    ['backslash', 'C:\\temp', 'C:\\\\temp'],
    ['semicolon', '初面;终面', '初面\\;终面'],
    ['comma', '北京,上海', '北京\\,上海'],
    ['LF', 'a\nb', 'a\\nb'],
    ['CRLF', 'a\r\nb', 'a\\nb'],
    ['CR', 'a\rb', 'a\\nb'],
    ['control characters dropped', 'a\u0000b\u0007c\u001fd', 'abcd'],
    ['a tab kept', 'a\tb', 'a\tb'],
    ['colon left alone', '时间: 14:30', '时间: 14:30'],
    ['all at once', '\\;,\n', '\\\\\\;\\,\\n'],
  ])('%s', (_, input, escaped) => {
    expect(escapeText(input)).toBe(escaped);
    // Text without control characters or CR comes back unchanged.
    if (![...input].some((char) => char !== '\t' && char !== '\n' && char < ' ')) {
      expect(unescapeText(escapeText(input))).toBe(input);
    }
  });
});

describe('foldLine (75 octets, RFC 5545 §3.1)', () => {
  it('leaves a line of 75 octets whole', () => {
    const line = `SUMMARY:${'a'.repeat(67)}`;
    expect(octets(line)).toBe(75);
    expect(foldLine(line)).toBe(line);
  });

  it('folds an ASCII line with CRLF and one space, every part within 75 octets', () => {
    const line = `DESCRIPTION:${'x'.repeat(200)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBe(3);
    for (const part of parts) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(' ') && !part.startsWith('  '))).toBe(true);
    expect(parts[0]).toHaveLength(75);
    expect(unfold(`${folded}\r\n`)).toEqual([line]);
  });

  it('never splits a Chinese character (3 octets in UTF-8)', () => {
    const line = `LOCATION:${'华中科技大学大学生活动中心'.repeat(6)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      // Each part is valid UTF-8 text of whole characters: no replacement character on a round trip.
      expect(new TextDecoder().decode(new TextEncoder().encode(part))).toBe(part);
    }
    expect(unfold(`${folded}\r\n`)).toEqual([line]);
  });

  it('keeps a character outside the BMP (4 octets) whole', () => {
    const line = `SUMMARY:${'🎓'.repeat(30)}`;
    const parts = foldLine(line).split('\r\n');
    for (const part of parts) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      expect(part.replace(/^ /, '').replace(/^SUMMARY:/, '')).toMatch(/^(🎓)*$/u);
    }
  });
});

describe('wall-clock times', () => {
  it.each([
    ['2026-03-12 14:30:00', true],
    ['2026-03-12 14:30', true],
    ['2026-03-12T14:30:00', true],
    ['2026-02-30 14:30:00', false],
    ['2026-03-12 24:00:00', false],
    ['2026/03/12 14:30', false],
    ['', false],
  ])('%j is a wall-clock time: %s', (value, ok) => {
    expect(isWallTime(value)).toBe(ok);
  });

  it('adds minutes across the end of a day, a month and a year', () => {
    expect(addMinutes('2026-03-12 14:30:00', 120)).toBe('2026-03-12 16:30:00');
    expect(addMinutes('2026-03-31 23:30:00', 120)).toBe('2026-04-01 01:30:00');
    expect(addMinutes('2026-12-31 23:00', 90)).toBe('2027-01-01 00:30:00');
  });
});

describe('buildCalendarFile', () => {
  it('ends every line with CRLF and has no line over 75 octets', () => {
    const text = buildCalendarFile(
      { ...TALK, description: `${'宣讲内容：企业介绍、岗位解读、校友分享，现场答疑。'.repeat(4)}\n请提前 10 分钟入场` },
      { now: NOW },
    );
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
  });

  it('holds one VCALENDAR with the Asia/Shanghai VTIMEZONE and exactly one VEVENT', () => {
    const calendar = readCalendar(buildCalendarFile(TALK, { now: NOW }));
    expect(property(calendar, 'VERSION').value).toBe('2.0');
    expect(property(calendar, 'PRODID').value).not.toBe('');
    const zones = calendar.components.filter((c) => c.name === 'VTIMEZONE');
    expect(zones).toHaveLength(1);
    const zone = zones[0]!;
    expect(property(zone, 'TZID').value).toBe('Asia/Shanghai');
    const standard = zone.components.find((c) => c.name === 'STANDARD');
    expect(standard && property(standard, 'TZOFFSETFROM').value).toBe('+0800');
    expect(standard && property(standard, 'TZOFFSETTO').value).toBe('+0800');
    expect(standard && property(standard, 'DTSTART').value).toMatch(/^\d{8}T\d{6}$/);
    expect(eventsOf(calendar)).toHaveLength(1);
  });

  it('writes the start and end as wall-clock times of Asia/Shanghai, and DTSTAMP in UTC', () => {
    const event = eventsOf(readCalendar(buildCalendarFile(TALK, { now: NOW })))[0]!;
    expect(property(event, 'DTSTART')).toEqual({
      name: 'DTSTART',
      params: { TZID: 'Asia/Shanghai' },
      value: '20260312T143000',
    });
    expect(property(event, 'DTEND')).toEqual({ name: 'DTEND', params: { TZID: 'Asia/Shanghai' }, value: '20260312T163000' });
    expect(property(event, 'DTSTAMP').value).toBe('20260301T080509Z');
    expect(property(event, 'UID').value).toBe('career-talk-TALK008@recruit-web');
  });

  it('escapes the TEXT values and keeps a URL as it is', () => {
    const event = eventsOf(
      readCalendar(
        buildCalendarFile(
          {
            ...TALK,
            summary: '宣讲会：技术专场, 第1场; 含笔试\\面试',
            location: undefined,
            url: 'https://live.example.com/campus/talk-13?from=ics,web',
            description: '第一行\n第二行',
          },
          { now: NOW },
        ),
      ),
    )[0]!;
    expect(property(event, 'SUMMARY').value).toBe('宣讲会：技术专场\\, 第1场\\; 含笔试\\\\面试');
    expect(unescapeText(property(event, 'SUMMARY').value)).toBe('宣讲会：技术专场, 第1场; 含笔试\\面试');
    expect(property(event, 'URL').value).toBe('https://live.example.com/campus/talk-13?from=ics,web');
    expect(unescapeText(property(event, 'DESCRIPTION').value)).toBe('第一行\n第二行');
    expect(event.properties.some((p) => p.name === 'LOCATION')).toBe(false);
  });

  it('adds a display reminder when asked', () => {
    const event = eventsOf(readCalendar(buildCalendarFile({ ...TALK, reminderMinutes: 60 }, { now: NOW })))[0]!;
    const alarm = event.components.find((c) => c.name === 'VALARM');
    expect(alarm && property(alarm, 'TRIGGER').value).toBe('-PT60M');
    expect(alarm && property(alarm, 'ACTION').value).toBe('DISPLAY');
  });

  it('rejects times that are not wall-clock times, or an end not after the start', () => {
    expect(() => buildCalendarFile({ ...TALK, start: '明天下午' }, { now: NOW })).toThrow(RangeError);
    expect(() => buildCalendarFile({ ...TALK, end: TALK.start }, { now: NOW })).toThrow(RangeError);
  });
});
