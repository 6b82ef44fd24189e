import { expect, test } from './fixtures';

/**
 * Issue 21, Build 6: an ordinary campus delivery — a graduate (cand-campus, a campus resume) finds a school job that
 * belongs to no special session, delivers the campus resume from `school/deliverySchoolResume`, reaches
 * `school/sendResult` and finds the application, from the portal (官网投递), in the records. The special-session
 * delivery (its own result page, source 校招专场) is campus-special-session.spec.ts.
 */

/** A school job of no special session, kept open by the seed (`school[1]`); job names repeat, ids do not. */
const ORDINARY_JOB = { id: 'PD30002', name: '储备店长（校招）' };

test('a graduate delivers the campus resume to an ordinary school job and finds it in the records', async ({
  page,
  loginAs,
  gotoRoute,
}) => {
  test.setTimeout(60_000);
  await loginAs('cand-campus');
  await gotoRoute('candidate', 'job', 'school');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: '校园招聘职位', level: 1 })).toBeVisible();

  // The graduate searches the job by its name and opens the one in 厦门.
  await main.getByRole('searchbox', { name: '职位关键词' }).fill('储备店长');
  await main.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(page).toHaveURL(/\/candidate\/school\/job\?.*keyword=%E5%82%A8%E5%A4%87%E5%BA%97%E9%95%BF/);
  const card = main.locator('article').filter({ has: page.locator(`a[href*="jobDetail?id=${ORDINARY_JOB.id}"]`) });
  await expect(card).toContainText('厦门市');
  await card.getByRole('link', { name: ORDINARY_JOB.name }).click();

  await expect(page).toHaveURL(new RegExp(`/candidate/school/jobDetail\\?id=${ORDINARY_JOB.id}`));
  const summary = page.getByRole('region', { name: ORDINARY_JOB.name });
  await expect(summary.getByRole('heading', { name: ORDINARY_JOB.name, level: 1 })).toBeVisible();
  // An ordinary job: no special session, so no session limit either.
  await expect(summary.getByText('门店运营中心')).toBeVisible();
  await expect(page.getByRole('region', { name: '所属专场' })).toHaveCount(0);
  await summary.getByRole('button', { name: '投递简历' }).click();

  await expect(page).toHaveURL(
    (url) => url.pathname.endsWith('/candidate/school/deliverySchoolResume') && url.searchParams.get('id') === ORDINARY_JOB.id,
  );
  await expect(page.getByRole('heading', { name: '投递简历', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('region', { name: '投递职位' }).getByRole('heading', { name: ORDINARY_JOB.name, level: 2 }),
  ).toBeVisible();
  // The campus resume is the one shown for the delivery.
  const preview = page.getByRole('tabpanel', { name: /使用在线简历投递/ });
  await expect(preview.getByRole('row', { name: /姓名 赵雨桐/ })).toBeVisible();
  await expect(preview.getByRole('cell', { name: '武汉大学 · 工商管理' })).toBeVisible();
  await expect(page.getByText('本专场还可投递')).toHaveCount(0);
  await preview.getByRole('button', { name: '确认投递' }).click();

  await expect(page).toHaveURL(
    (url) =>
      url.pathname.endsWith('/candidate/school/sendResult') &&
      url.searchParams.get('id') === ORDINARY_JOB.id &&
      Boolean(url.searchParams.get('recordId')),
  );
  await expect(page.getByRole('heading', { name: '投递成功', level: 1 })).toBeVisible();
  await expect(page.getByText(`您的简历已投递至「${ORDINARY_JOB.name}」。`)).toBeVisible();
  // Still in the campus area: its header, with its job tab active on the result page.
  await expect(page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '校招职位' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.getByRole('button', { name: '查看投递记录' }).click();

  await expect(page).toHaveURL(/\/candidate\/school\/applyForTheRecord/);
  await expect(page.getByRole('heading', { name: '投递记录', level: 1 })).toBeVisible();
  // The two special-session applications of the seed and this one, the newest first.
  const records = page
    .getByRole('main')
    .getByRole('row')
    .filter({ has: page.locator('a[href*="jobDetail?id="]') });
  await expect(records).toHaveCount(3);
  const row = records.first();
  await expect(row.getByRole('link', { name: ORDINARY_JOB.name })).toHaveAttribute('href', new RegExp(`id=${ORDINARY_JOB.id}$`));
  await expect(row).toContainText(ORDINARY_JOB.name);
  await expect(row).toContainText('官网投递');
  await expect(row).toContainText('已投递');
  // Only special-session registrations can be corrected afterwards.
  await expect(row.getByRole('link', { name: /^修改报名信息：/ })).toHaveCount(0);
});
