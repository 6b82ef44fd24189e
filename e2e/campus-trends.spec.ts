import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { tabTo } from './helpers/keyboard';
import { eventsOf, property, readCalendar } from '../tests/lib/calendar/ics-reader';
import type { Download, Locator, Page } from '@playwright/test';

/**
 * Issue 11, journey (a): a visitor goes from campus home to the trends page, finds the online talks of a city in the
 * talk overview, adds one to the calendar (an `.ics` file with one VEVENT of the talk's start and end), then reads a
 * notice of the notice area — with the keyboard alone: the keyboard path is the journey (issue 21 merged the mouse copy
 * into it).
 */

const talkList = (page: Page) => page.getByRole('list', { name: '宣讲会列表' });
const talkCard = (page: Page, school: string) =>
  talkList(page)
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: school }) });

/** Tab (alone) until the radio has the focus; `tabTo` waits for a visible target, and a button radio's input is 0×0. */
async function tabToRadio(page: Page, radio: Locator): Promise<void> {
  await expect(radio).toBeAttached();
  for (let presses = 0; presses < 80; presses += 1) {
    if (await radio.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${String(radio)} was not reached with 80 presses of Tab`);
}

/** "2026年10月12日 周一 19:30–21:30" → the start and end as iCalendar wall-clock times. */
function shownTimes(text: string): { start: string; end: string } {
  const match = /(\d{4})年(\d{1,2})月(\d{1,2})日 \S+ (\d{2}):(\d{2})–(\d{2}):(\d{2})/.exec(text);
  if (!match) throw new Error(`no talk time in "${text}"`);
  const [, year, month, day, startHour, startMinute, endHour, endMinute] = match;
  const date = `${year}${month?.padStart(2, '0')}${day?.padStart(2, '0')}`;
  return { start: `${date}T${startHour}${startMinute}00`, end: `${date}T${endHour}${endMinute}00` };
}

/** The downloaded file is a calendar of one VEVENT at the time the card shows, in Asia/Shanghai. */
async function expectCalendarOf(download: Download, card: Locator, school: string): Promise<void> {
  expect(download.suggestedFilename()).toMatch(new RegExp(`^${school}宣讲会-\\d{8}\\.ics$`));
  const text = await readFile(await download.path(), 'utf8');
  const calendar = readCalendar(text);
  const events = eventsOf(calendar);
  expect(events).toHaveLength(1);
  const event = events[0]!;
  const times = shownTimes((await card.locator('dd').first().innerText()).trim());
  expect(property(event, 'DTSTART').params.TZID).toBe('Asia/Shanghai');
  expect(property(event, 'DTSTART').value).toBe(times.start);
  expect(property(event, 'DTEND').value).toBe(times.end);
  expect(property(event, 'SUMMARY').value).toBe(`${school}宣讲会（线上）`);
  expect(property(event, 'URL').value).toMatch(/^https:\/\//);
}

test('(a) from campus home to an online talk of a city, its calendar file, a notice and an answer — with the keyboard alone', async ({
  page,
  gotoRoute,
}) => {
  await gotoRoute('candidate', 'home', 'school');
  await tabTo(page, page.getByRole('banner').getByRole('link', { name: '招聘动态' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/candidate\/school\/trends/);
  await expect(page.getByRole('heading', { name: '招聘动态', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: '网申投递' })).toBeVisible();

  const tabs = page.getByRole('navigation', { name: '招聘动态栏目' });
  await tabTo(page, tabs.getByRole('link', { name: '宣讲总览' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/tab=talks/);
  await expect(talkList(page).getByRole('article')).toHaveCount(8);

  // A radio group is one tab stop: the arrows move and choose (全部 → 北京市 → 上海市).
  const cities = page.getByRole('radiogroup', { name: '城市' });
  await tabToRadio(page, cities.getByRole('radio', { name: '全部' }));
  await page.keyboard.press('ArrowRight');
  await expect(cities.getByRole('radio', { name: '北京市' })).toBeChecked();
  await page.keyboard.press('ArrowRight');
  await expect(cities.getByRole('radio', { name: '上海市' })).toBeChecked();
  await expect(page).toHaveURL(/city=310100/);

  const formats = page.getByRole('radiogroup', { name: '形式' });
  await tabToRadio(page, formats.getByRole('radio', { name: '全部' }));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(formats.getByRole('radio', { name: '线上宣讲' })).toBeChecked();
  await expect(page).toHaveURL(/format=1/);
  await expect(talkList(page).getByRole('article')).toHaveCount(1);

  const card = talkCard(page, '同济大学');
  await expect(card.getByText('线上宣讲')).toBeVisible();
  const live = card.getByRole('link', { name: /进入直播间/ });
  await expect(live).toHaveAttribute('target', '_blank');
  await expect(live).toHaveAttribute('rel', /noopener/);
  await tabTo(page, card.getByRole('button', { name: '添加到日历' }));
  const downloading = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  await expectCalendarOf(await downloading, card, '同济大学');

  // The filters live in the address: a reload keeps them.
  await page.reload();
  await expect(talkList(page).getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('radio', { name: '线上宣讲' })).toBeChecked();

  await tabTo(page, tabs.getByRole('link', { name: '公告专区' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/tab=notices/);
  const first = page.getByRole('list', { name: '公告列表' }).getByRole('listitem').first();
  await expect(first.getByText('置顶')).toBeVisible();
  const link = first.getByRole('link');
  const title = (await link.innerText()).trim();
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/candidate\/school\/noticeDetail\?id=/);
  const notice = page.getByRole('article');
  await expect(notice.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(notice.getByText(/发布时间：/)).toBeVisible();

  // Back to the notice area, and on to the Q&A area: search, then open an answer with Enter.
  await tabTo(page, notice.getByRole('link', { name: /返回公告专区/ }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/tab=notices/);
  await expect(page.getByRole('list', { name: '公告列表' })).toBeVisible();
  await tabTo(page, tabs.getByRole('link', { name: '问答专区' }), { backwards: true });
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByLabel('搜索问题'));
  await page.keyboard.type('住宿');
  const question = page.getByRole('button', { name: '是否提供住宿？' });
  await expect(page.getByRole('main').getByRole('button', { expanded: false })).toHaveCount(1);
  await tabTo(page, question);
  await page.keyboard.press('Enter');
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/门店岗位提供员工宿舍或住房补贴/)).toBeVisible();
});
