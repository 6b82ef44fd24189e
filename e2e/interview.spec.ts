import type { Locator, Page } from '@playwright/test';
import { BASE, expect, routePath, test } from './fixtures';
import { countPuts, evaluationForm, scoreGroup } from './helpers/evaluation';
import { expectOnSso, pathAndQuery, signInOnSso } from './helpers/sso';
import { toast } from './helpers/toast';
import { crashTitle } from './helpers/crash';
import { CRASH_ACTIONS } from '../src/app/crash/crash-text';
import { HTTP_MESSAGES } from '../src/lib/http/http-error';
import { noteLabel } from '../src/features/evaluation/lib/scoring-texts';
import { EVALUATION_DIMENSIONS } from '../src/mocks/data/evaluations';
import { DRAFT_TEXT } from '../src/components/draft-texts';

/**
 * Issue 13: the interviewer's journeys through the interview area — a fill-in link opened signed out, scored with the
 * keyboard and submitted (a); a dimension left unscored (b); a half-filled evaluation through a reload, the crash
 * screen and a 401 → sign-in round trip (c); a double-clicked submit (d) — on pages without the portal's header and
 * footer (rule ROUTE-8).
 */

const EVALUATION = 'EV001';
const FILL_IN = `interview/social/fillin?id=${EVALUATION}`;
const DIMENSIONS = EVALUATION_DIMENSIONS.map((dimension) => dimension.name);

/** Rule ROUTE-8: no portal header, navigation or footer. */
async function expectBare(page: Page): Promise<void> {
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: '主导航' })).toHaveCount(0);
  await expect(page.getByText('未开放加盟，谨防上当受骗')).toHaveCount(0);
}

const form = evaluationForm;
const score = (group: Locator, value: number) => group.getByRole('radio', { name: `${value} 分` });
/** Clicks a score the way a mouse does: on its (button-styled) label; the radio itself is drawn invisible. */
const pickScore = (page: Page, name: string, value: number) =>
  scoreGroup(page, name).getByText(`${value} 分`, { exact: true }).click();
const conclusionRadio = (page: Page, name: string) => page.getByRole('radio', { name, exact: true });

/**
 * Scores every dimension from the keyboard: the first score focused, then digits and arrows, Tab to each note — where
 * a 1 or a 5 gets its reason typed (issue 23) — and on.
 */
async function scoreWithKeyboard(page: Page, scores: number[]): Promise<void> {
  await score(scoreGroup(page, DIMENSIONS[0]!), 1).focus();
  for (const [index, value] of scores.entries()) {
    const group = scoreGroup(page, DIMENSIONS[index]!);
    if (index % 2 === 0) {
      await page.keyboard.press(String(value));
    } else {
      // A digit chooses at once; the arrow keys move on from it.
      await page.keyboard.press(String(1));
      for (let step = 1; step < value; step += 1) await page.keyboard.press('ArrowRight');
    }
    await expect(score(group, value)).toBeChecked();
    await page.keyboard.press('Tab');
    const extreme = value === 1 || value === 5;
    await expect(page.getByRole('textbox', { name: noteLabel(DIMENSIONS[index]!, extreme) })).toBeFocused();
    if (extreme) await page.keyboard.type('面试中给出了具体事例');
    await page.keyboard.press('Tab');
  }
}

async function writeConclusion(page: Page, conclusion: '通过' | '不通过' | '待定', text: string): Promise<void> {
  await page.getByRole('radiogroup', { name: '综合推荐' }).getByText(conclusion, { exact: true }).click();
  await page.getByRole('textbox', { name: '评价总结' }).fill(text);
}

test.describe('interview area (issue 13)', () => {
  test('(a) a fill-in link opened signed out: sign in, read the resume, score with the keyboard, submit, find it submitted', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto(`${BASE}/${FILL_IN}`);
    const sso = await expectOnSso(page);
    expect(sso.appType).toBe('13');
    expect(sso.appid).toBe('mock-staff-appid');
    expect(sso.redirectUri.pathname).toBe(`${BASE}/interview/login`);
    expect(sso.returnTo).toBe(`${BASE}/${FILL_IN}`);
    await signInOnSso(page, '刘建国');

    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === `${BASE}/${FILL_IN}`);
    await expect(form(page)).toBeVisible();
    await expect(page).toHaveTitle('填写评价 - 招聘门户');
    await expectBare(page);
    const heading = page.getByRole('heading', { level: 1 });
    const candidate = ((await heading.innerText()).split('：')[1] ?? '').trim();
    expect(candidate).not.toBe('');

    // The resume is beside the form and scrolls on its own, from the keyboard too.
    const resume = page.getByRole('region', { name: '候选人简历' });
    await expect(resume.getByText(candidate, { exact: true })).toBeVisible();
    await expect(resume.getByRole('heading', { name: '工作经历' })).toBeAttached();
    // Only a panel that overflows (its content in, its styles applied) takes the key; before that, End scrolls the page.
    await expect.poll(() => resume.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
    await resume.focus();
    await expect(resume).toBeFocused();
    // The key is pressed on the panel as drawn: two frames after it overflows and has the focus (a fresh-clone CI run
    // once saw End leave it at the top while focused and overflowing).
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.keyboard.press('End');
    // What is read besides the offset says why, should the panel stay at the top: the focus, the overflow, the page's own scroll.
    await expect
      .poll(() =>
        resume.evaluate((element) => ({
          scrolled: element.scrollTop > 0,
          focused: document.activeElement === element,
          overflow: element.scrollHeight - element.clientHeight,
          pageScrollY: window.scrollY,
        })),
      )
      .toMatchObject({ scrolled: true });
    await expect(form(page)).toBeInViewport();
    expect(pathAndQuery(page)).toBe(`${BASE}/${FILL_IN}`);

    await scoreWithKeyboard(page, [4, 3, 5, 4, 4]);
    // After the last note, Tab reaches the recommendation; Space chooses it.
    await expect(conclusionRadio(page, '通过')).toBeFocused();
    await page.keyboard.press('Space');
    await expect(conclusionRadio(page, '通过')).toBeChecked();
    await page.keyboard.press('Tab');
    await page.keyboard.type('专业基础扎实，表达清楚，建议进入复试。');
    await page.getByRole('button', { name: '提交评价' }).click();

    await expect(page.getByText('评价已提交')).toBeVisible();
    await expect(page.getByText(/该评价已于 .+ 提交，不可再修改/)).toBeVisible();
    await expect(form(page)).toHaveCount(0);
    await expect(page.getByText('专业基础扎实，表达清楚，建议进入复试。')).toBeVisible();

    await page.getByRole('navigation', { name: '面包屑' }).getByRole('link', { name: '社会招聘 · 我的评价' }).click();
    await expect(page).toHaveTitle('我的评价 - 招聘门户');
    await expectBare(page);
    const row = page.getByRole('row').filter({ hasText: candidate }).first();
    await expect(row.getByText('已提交')).toBeVisible();
    await expect(row.getByText('通过')).toBeVisible();
    await page.getByRole('radiogroup', { name: '按状态筛选' }).getByText('已提交', { exact: true }).click();
    await expect(page).toHaveURL(/\/interview\/social\/list\?status=1$/);
    await page
      .getByRole('link', { name: `查看评价：${candidate}` })
      .first()
      .click();
    await expect(page.getByText(/该评价已于 .+ 提交，不可再修改/)).toBeVisible();
    await expect(page.getByRole('button', { name: '提交评价' })).toHaveCount(0);
  });

  test('(b) submitting with a dimension unscored shows the message next to the form and sends nothing', async ({
    page,
    loginAs,
    gotoRoute,
  }) => {
    await loginAs('interviewer-liu');
    const puts = countPuts(page);
    await gotoRoute('interview', 'fillin', 'social', { id: EVALUATION });
    await expect(form(page)).toBeVisible();
    for (const name of DIMENSIONS.slice(0, 4)) await pickScore(page, name, 3);
    await writeConclusion(page, '待定', '沟通不错，专业深度待复试确认。');
    await page.getByRole('button', { name: '提交评价' }).click();

    await expect(page.getByRole('alert').filter({ hasText: '还有 1 个维度未打分：岗位匹配度' })).toBeVisible();
    await expect(page.getByText('请为「岗位匹配度」打分')).toBeVisible();
    await expect(score(scoreGroup(page, '岗位匹配度'), 1)).toBeFocused();
    await expect(form(page)).toBeVisible();
    expect(puts()).toBe(0);

    // Scored now, the message goes and the evaluation goes through.
    await page.keyboard.press('3');
    await expect(page.getByRole('alert').filter({ hasText: '未打分' })).toHaveCount(0);
    await page.getByRole('button', { name: '提交评价' }).click();
    await expect(page.getByText(/该评价已于 .+ 提交/)).toBeVisible();
    expect(puts()).toBe(1);
  });

  test('(c) a half-filled evaluation survives a reload, the crash screen and a 401 → sign-in round trip', async ({
    page,
    loginAs,
    gotoRoute,
  }) => {
    test.setTimeout(90_000);
    await loginAs('interviewer-liu');
    await gotoRoute('interview', 'fillin', 'social', { id: EVALUATION });
    await expect(form(page)).toBeVisible();
    await pickScore(page, '专业能力', 2);
    await pickScore(page, '团队协作', 5);
    await page.getByRole('textbox', { name: noteLabel('沟通表达', false) }).fill('表达偏快');
    await writeConclusion(page, '待定', '面试中途被打断，');

    const expectRestored = async () => {
      await expect(page.getByText(DRAFT_TEXT.restored)).toBeVisible();
      await expect(score(scoreGroup(page, '专业能力'), 2)).toBeChecked();
      await expect(score(scoreGroup(page, '团队协作'), 5)).toBeChecked();
      await expect(page.getByRole('textbox', { name: noteLabel('沟通表达', false) })).toHaveValue('表达偏快');
      await expect(conclusionRadio(page, '待定')).toBeChecked();
      await expect(page.getByRole('textbox', { name: '评价总结' })).toHaveValue('面试中途被打断，');
    };

    await page.reload();
    await expectRestored();

    // The crash screen, then home and back to the evaluation through the list.
    await gotoRoute('interview', 'fillin', 'social', { id: EVALUATION, __crash: 1 });
    await expect(crashTitle(page)).toBeVisible();
    await page.getByRole('button', { name: CRASH_ACTIONS.home }).click();
    await expect(page).toHaveURL(new RegExp(`${BASE}/interview/home$`));
    await page.getByRole('button', { name: '我的评价（社会招聘）' }).click();
    // This evaluation's row (an overdue one comes first, issue 23).
    await page
      .getByRole('table')
      .getByRole('link', { name: /^填写评价：/ })
      .and(page.locator(`[href$="id=${EVALUATION}"]`))
      .click();
    await expect(page).toHaveURL(new RegExp(`fillin\\?id=${EVALUATION}$`));
    await expectRestored();

    // From now on every call answers 401: reading the evaluation again meets it.
    await page.evaluate(() => localStorage.setItem('mockFaults', JSON.stringify([{ match: '*', kind: '401' }])));
    await page.reload();
    await expect(toast(page, HTTP_MESSAGES.unauthorized)).toBeVisible();
    const sso = await expectOnSso(page);
    expect(sso.returnTo).toBe(`${BASE}/${FILL_IN}`);
    await page.evaluate(() => localStorage.removeItem('mockFaults'));
    await signInOnSso(page, '刘建国');
    await expect(page).toHaveURL(new RegExp(`fillin\\?id=${EVALUATION}$`));
    await expectRestored();

    // "撤销" goes back to what the server saved: nothing yet.
    await page.getByRole('button', { name: DRAFT_TEXT.undoLabel }).click();
    await expect(page.getByRole('textbox', { name: '评价总结' })).toHaveValue('');
    await expect(score(scoreGroup(page, '专业能力'), 2)).not.toBeChecked();
  });

  test('(d) double-clicking submit sends one PUT', async ({ page, loginAs, gotoRoute }) => {
    await loginAs('interviewer-liu');
    const puts = countPuts(page);
    await gotoRoute('interview', 'fillin', 'social', { id: EVALUATION });
    await expect(form(page)).toBeVisible();
    for (const name of DIMENSIONS) await pickScore(page, name, 4);
    await writeConclusion(page, '通过', '综合表现良好。');
    await page.getByRole('button', { name: '提交评价' }).dblclick();
    await expect(page.getByText(/该评价已于 .+ 提交/)).toBeVisible();
    // Settled: nothing more is on its way.
    await page.waitForLoadState('networkidle');
    expect(puts()).toBe(1);
  });

  test('every interview page has the bare layout: no header, no footer', async ({ page, loginAs }) => {
    await loginAs('interviewer-liu');
    for (const [route, title] of [
      [routePath('interview', 'home'), '面试评价'],
      [routePath('interview', 'list', 'school'), '我的评价'],
      [routePath('interview', 'fillin', 'shop', { id: 'EV006' }), '填写评价'],
    ] as const) {
      await page.goto(route);
      await expect(page).toHaveTitle(`${title} - 招聘门户`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectBare(page);
    }
  });

  test('an unknown evaluation says so instead of showing an empty form', async ({ page, loginAs, gotoRoute }) => {
    await loginAs('interviewer-liu');
    await gotoRoute('interview', 'fillin', 'social', { id: 'EV999' });
    await expect(page.getByRole('heading', { name: '无法打开这份评价' })).toBeVisible();
    await expect(form(page)).toHaveCount(0);
    await page.getByRole('button', { name: '返回我的评价' }).click();
    await expect(page).toHaveURL(/\/interview\/social\/list$/);
  });
});
