import type { Page } from '@playwright/test';
import { expect, newCandidateJourney, startDelivery, test } from './fixtures';

/** From a job's delivery page to the upload tab. */
async function openUploadTab(page: Page): Promise<void> {
  await startDelivery(page);
  await page.getByRole('tab', { name: '上传附件简历' }).click();
}

function resumeFile(name: string, mimeType = 'application/pdf') {
  return { name, mimeType, buffer: Buffer.from('%PDF-1.4 mock resume') };
}

newCandidateJourney(
  'd',
  'shop',
  'upload, watch the parse, confirm the parsed fields and apply',
  async ({ page, openFirstJob, recruitType }) => {
    const jobName = await openFirstJob(recruitType);
    await openUploadTab(page);

    // A name without 2 letters or 2 Chinese characters is refused before uploading.
    const input = page.locator('input[type=file]');
    await input.setInputFiles(resumeFile('1.pdf'));
    await expect(page.getByText('文件名需至少包含2个英文字母或2个汉字')).toBeVisible();

    await input.setInputFiles(resumeFile('李新-简历.pdf'));
    await expect(page.getByText('正在解析简历…')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: '简历解析进度' })).toBeVisible();

    // The parsed fields open in the resume form for the candidate to confirm.
    await expect(page.getByRole('heading', { name: '填写简历' })).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/editResume\?.*uuid=[0-9a-f]{32}/);
    const form = page.locator('form');
    await expect(form.getByLabel('姓名', { exact: true })).toHaveValue('解析示例');
    await expect(form.getByLabel('邮箱', { exact: true })).toHaveValue('parsed@example.com');
    await expect(form.getByRole('group', { name: '教育经历 1' }).getByLabel('学校名称', { exact: true })).toHaveValue(
      '浙江工业大学',
    );
    await expect(page.getByText('李新-简历.pdf')).toBeVisible();

    const uuid = new URL(page.url()).searchParams.get('uuid');

    await page.getByRole('button', { name: '保存并继续投递' }).click();
    await expect(page.getByText('简历已保存，请确认投递信息')).toBeVisible();
    const delivery = page.waitForRequest((request) => new URL(request.url()).pathname.endsWith('/candidate/resume/delivery'));
    await page.getByRole('button', { name: '确认投递' }).click();
    // The apply payload carries the parse's uuId under the spec's spelling (rule API-7).
    const query = new URL((await delivery).url()).searchParams;
    expect(query.get('uuId')).toBe(uuid);
    expect(query.has('uu_id')).toBe(false);
    await expect(page.getByRole('heading', { name: '投递成功' })).toBeVisible();
    await expect(page.getByText(`您的简历已投递至「${jobName}」`)).toBeVisible();
  },
);

test('(d) a parse error explains itself and lets the candidate fill in by hand', async ({ page, loginAs, openFirstJob }) => {
  await loginAs('cand-new');
  await openFirstJob('social');
  await openUploadTab(page);
  await page.locator('input[type=file]').setInputFiles(resumeFile('李新-简历-error3.png', 'image/png'));
  await expect(page.getByText('简历解析失败')).toBeVisible();
  await expect(page.getByText('未能从文件中识别出简历内容，请确认上传的是简历，或手动填写')).toBeVisible();

  // "重新上传" brings the picker back; "手动填写" opens an empty form for this delivery.
  await page.getByRole('button', { name: '重新上传' }).click();
  await page.locator('input[type=file]').setInputFiles(resumeFile('李新-简历-error4.pdf'));
  await expect(page.getByText('简历解析服务暂时不可用，请稍后重新上传或手动填写')).toBeVisible();
  await page.getByRole('button', { name: '手动填写' }).click();
  await expect(page.getByRole('heading', { name: '填写简历' })).toBeVisible();
  await expect(page).toHaveURL(/editResume\?type=delivery&id=/);
  await expect(page.locator('form').getByLabel('姓名', { exact: true })).toHaveValue('李新');
});
