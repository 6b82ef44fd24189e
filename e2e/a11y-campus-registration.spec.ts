import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { MOCK_FAULTS_KEY } from './helpers/faults';
import { chainTitle, checkPageStates, stateChains, type PageState } from './helpers/a11y-states';
import { holdCalls } from './helpers/hold';
import { keepScreenshot } from './helpers/screenshot';
import { DRAFT_TEXT } from '../src/components/draft-texts';

/**
 * Issue 11: the full axe check (helpers/axe.ts) of "修改报名信息" (rule CAMPUS-8) in every state — loading, error,
 * filled, saved, save failed, no or an unknown registration — and of its entry in the application records, with
 * screenshots for docs/screenshots.
 */

const PAGE = 'candidate/school/modificationRegistration';
const ROUTE = `${PAGE}?positionCandidateId=PC001`;
const RESUME = '/position_candidate/PC001/resume';
const form = (page: Page) => page.locator('form');

/** Saves the form as it is; with `fault`, the save meets that mock fault (the page has read the registration). */
async function save(page: Page, fault?: string): Promise<void> {
  if (fault) {
    await page.evaluate(
      ([key, match, kind]) => localStorage.setItem(key, JSON.stringify([{ match, kind }])),
      [MOCK_FAULTS_KEY, RESUME, fault],
    );
  }
  await form(page).getByRole('button', { name: '保存报名信息' }).click();
}

const STATES: PageState[] = [
  {
    page: 'modify a registration',
    state: 'loading',
    route: ROUTE,
    account: 'cand-campus',
    holdCalls: RESUME,
    shows: (page) => page.getByLabel('报名信息加载中'),
  },
  {
    page: 'modify a registration',
    state: 'filled',
    route: ROUTE,
    account: 'cand-campus',
    shows: (page) => page.getByRole('heading', { name: '修改报名信息', level: 1 }),
    screenshot: 'campus-modification-filled',
  },
  {
    page: 'modify a registration',
    state: 'filled',
    note: 'saved',
    route: ROUTE,
    account: 'cand-campus',
    shows: (page) => page.getByRole('heading', { name: '修改报名信息', level: 1 }),
    then: async (page) => {
      await form(page).getByLabel('期望职位', { exact: true }).fill('储备店长');
      await save(page);
      await expect(page.getByText('报名信息已更新')).toBeVisible();
    },
    screenshot: 'campus-modification-saved',
  },
  {
    page: 'modify a registration',
    state: 'error',
    note: 'save failed',
    route: ROUTE,
    account: 'cand-campus',
    shows: (page) => page.getByRole('heading', { name: '修改报名信息', level: 1 }),
    then: async (page) => {
      await form(page).getByLabel('邮箱', { exact: true }).fill('yutong.zhao@example.com');
      await save(page, '500');
      await expect(page.getByText('报名信息未能保存')).toBeVisible();
    },
    screenshot: 'campus-modification-save-failed',
  },
  {
    page: 'modify a registration',
    state: 'error',
    note: 'save refused by the server',
    route: ROUTE,
    account: 'cand-campus',
    shows: (page) => page.getByRole('heading', { name: '修改报名信息', level: 1 }),
    then: async (page) => {
      await save(page, 'code');
      await expect(page.getByText('演示：业务处理失败')).toBeVisible();
    },
  },
  {
    page: 'modify a registration',
    state: 'filled',
    note: 'messages next to the fields',
    route: ROUTE,
    account: 'cand-campus',
    shows: (page) => page.getByRole('heading', { name: '修改报名信息', level: 1 }),
    then: async (page) => {
      const email = form(page).getByLabel('邮箱', { exact: true });
      await email.fill('not-an-email');
      await save(page);
      await expect(page.getByText('请输入正确的邮箱地址')).toBeVisible();
      await expect(page.getByText('请检查标红的内容后再保存')).toBeVisible();
    },
    screenshot: 'campus-modification-validation',
  },
  {
    page: 'modify a registration',
    state: 'filled',
    note: 'a draft offered back',
    route: ROUTE,
    account: 'cand-campus',
    shows: (page) => page.getByRole('heading', { name: '修改报名信息', level: 1 }),
    then: async (page) => {
      await form(page).getByLabel('期望职位', { exact: true }).fill('储备店长');
      await page.reload();
      await expect(page.getByText(DRAFT_TEXT.restored)).toBeVisible();
      await expect(form(page).getByLabel('期望职位', { exact: true })).toHaveValue('储备店长');
    },
  },
  {
    page: 'modify a registration',
    state: 'error',
    route: ROUTE,
    account: 'cand-campus',
    fault: `500:${RESUME}`,
    shows: (page) => page.getByText('报名信息加载失败'),
    screenshot: 'campus-modification-error',
  },
  {
    page: 'modify a registration',
    state: 'empty',
    note: 'no registration named',
    route: PAGE,
    account: 'cand-campus',
    shows: (page) => page.getByRole('heading', { name: '请选择要修改的报名', level: 1 }),
    screenshot: 'campus-modification-missing',
  },
  {
    page: 'modify a registration',
    state: 'error',
    note: 'an unknown registration',
    route: `${PAGE}?positionCandidateId=PC999`,
    account: 'cand-campus',
    shows: (page) => page.getByRole('heading', { name: '没有找到这条报名信息', level: 1 }),
    screenshot: 'campus-modification-not-found',
  },
  {
    page: 'application records (school)',
    state: 'filled',
    note: 'with "修改报名信息"',
    route: 'candidate/school/applyForTheRecord',
    account: 'cand-campus',
    shows: (page) => page.getByRole('main').getByRole('link', { name: /^修改报名信息：/ }),
    screenshot: 'campus-modification-entry',
  },
];

test.describe('accessibility of "修改报名信息" in every state (issue 11)', () => {
  test.describe.configure({ timeout: 180_000 });
  for (const chain of stateChains(STATES)) {
    test(chainTitle(chain), async ({ page, loginAs }) => {
      await checkPageStates(page, loginAs, chain);
    });
  }
});

// checkPageState takes its screenshot once the page has loaded: the placeholder is pictured here, held.
test('modify a registration — loading (screenshot of the placeholder)', async ({ page, loginAs, gotoRoute }) => {
  await loginAs('cand-campus');
  const held = await holdCalls(page, RESUME);
  await gotoRoute('candidate', 'modificationRegistration', 'school', { positionCandidateId: 'PC001' });
  await expect(page.getByLabel('报名信息加载中')).toBeVisible();
  await held.waitUntilHeld();
  await keepScreenshot(page, 'campus-modification-loading');
  await held.release();
  await expect(page.getByRole('heading', { name: '修改报名信息', level: 1 })).toBeVisible();
});
