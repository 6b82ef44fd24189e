import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createDraftStore, forgetDraftSaves } from '@/lib/storage';
import { ERROR_TIMEOUT, openPage } from '../jobs/page-helpers';
import { pagePath } from '@/lib/routing';
import { DRAFT_TEXT } from '@/components/draft-texts';
import { autosavedText } from '@/components/autosave-status';

const PATH = pagePath('candidate', 'editResume', 'social', { type: 'edit' });

describe('edit resume', () => {
  it('shows a skeleton while the resume loads', async () => {
    openPage(PATH, { account: 'cand-full', faults: [{ kind: 'slow', match: '/resume/detail' }] });
    expect(await screen.findByLabelText('页面加载中', {}, ERROR_TIMEOUT)).toHaveAttribute('aria-busy', 'true');
  });

  it('opens a saved resume with every section filled', async () => {
    openPage(PATH, { account: 'cand-full' });
    expect(await screen.findByRole('heading', { name: '编辑简历' }, ERROR_TIMEOUT)).toBeInTheDocument();
    expect(screen.getByLabelText('姓名')).toHaveValue('张晓明');
    expect(screen.getByLabelText('邮箱')).toHaveValue('zhangxiaoming@example.com');
    expect(within(screen.getByRole('group', { name: '工作经历 2' })).getByLabelText('公司名称')).toHaveValue(
      '上海鲜丰商贸有限公司',
    );
    expect(screen.getByText('张晓明-简历.pdf')).toBeInTheDocument();
    for (const section of [
      '基本信息',
      '求职意向',
      '教育经历',
      '工作经历',
      '项目经历',
      '技能 / 证书 / 语言',
      '自我评价',
      '附件简历',
    ]) {
      expect(screen.getByRole('heading', { name: section, level: 2 })).toBeInTheDocument();
    }
  });

  it('starts a first resume from the account, empty otherwise', async () => {
    openPage(PATH, { account: 'cand-new' });
    expect(await screen.findByRole('heading', { name: '填写简历' }, ERROR_TIMEOUT)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('姓名')).toHaveValue('李新'));
    expect(screen.getByLabelText('邮箱')).toHaveValue('');
    expect(screen.getByText('还没有添加项目经历')).toBeInTheDocument();
  });

  it('shows an error with a retry when the resume cannot load', async () => {
    openPage(PATH, { account: 'cand-full', faults: [{ kind: 'network', match: '/resume/detail' }] });
    expect(await screen.findByText('简历加载失败', {}, ERROR_TIMEOUT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });

  it("shows the spec's length message next to a field that is too long", async () => {
    // The field stops at its limit (see tests/entities/resume-form/field-limits): a longer value can only come
    // from elsewhere, e.g. a draft or the server.
    createDraftStore<{ values: object }>('resume-01').save('uc-cand-new', { values: { basicInfo: { name: '名'.repeat(21) } } });
    openPage(PATH, { account: 'cand-new' });
    const name = await screen.findByLabelText('姓名', {}, ERROR_TIMEOUT);
    await waitFor(() => expect(name).toHaveValue('名'.repeat(21)));
    await userEvent.click(screen.getByRole('button', { name: '保存简历' }));
    expect(await screen.findByText('限制输入20个汉字或者40个英文&字母')).toBeInTheDocument();
    expect(await screen.findByText('请检查标红的内容后再保存')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('邮箱'), { target: { value: 'not-an-email' } });
    expect(await screen.findByText('请输入正确的邮箱地址')).toBeInTheDocument();
  });

  it('adds, moves and removes (after confirming) repeated items', async () => {
    openPage(PATH, { account: 'cand-full' });
    await screen.findByRole('heading', { name: '编辑简历' }, ERROR_TIMEOUT);
    const company = (n: number) => within(screen.getByRole('group', { name: `工作经历 ${n}` })).getByLabelText('公司名称');
    expect(company(1)).toHaveValue('杭州云栖科技有限公司');

    await userEvent.click(screen.getByRole('button', { name: '下移工作经历 1' }));
    expect(company(1)).toHaveValue('上海鲜丰商贸有限公司');
    expect(company(2)).toHaveValue('杭州云栖科技有限公司');

    await userEvent.click(screen.getByRole('button', { name: '添加工作经历' }));
    expect(screen.getByRole('group', { name: '工作经历 3' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '删除工作经历 3' }));
    await userEvent.click(await screen.findByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: '工作经历 3' })).not.toBeInTheDocument());
  });

  it('refuses an end month before the start month of a repeated item', async () => {
    const store = createDraftStore<{ values: object }>('resume-01');
    store.save('uc-cand-full', {
      values: { projects: [{ name: '门店数字化', startDate: '2022-05', endDate: '2021-03' }] },
    });
    openPage(PATH, { account: 'cand-full' });
    const project = await screen.findByRole('group', { name: '项目经历 1' }, ERROR_TIMEOUT);
    expect(within(project).getByLabelText('结束时间')).toHaveValue('2021-03');
    await userEvent.click(screen.getByRole('button', { name: '保存简历' }));
    expect(await within(project).findByText('结束时间不能早于开始时间')).toBeInTheDocument();
    // The whole-form check ends with a toast; wait for it so it never lands after this test unmounts.
    expect(await screen.findByText('请检查标红的内容后再保存')).toBeInTheDocument();
  });

  it('numbers the rows of skills and certificates and removes one at once', async () => {
    openPage(PATH, { account: 'cand-full' });
    expect(await screen.findByLabelText('技能名称 1', {}, ERROR_TIMEOUT)).toHaveValue('TypeScript');
    expect(screen.getByLabelText('技能名称 2')).toHaveValue('数据分析');
    expect(screen.getByLabelText('证书名称 1')).toHaveValue('PMP 项目管理专业人士');
    await userEvent.click(screen.getByRole('button', { name: '删除技能 1' }));
    expect(screen.getByLabelText('技能名称 1')).toHaveValue('数据分析');
    expect(screen.queryByLabelText('技能名称 2')).not.toBeInTheDocument();
  });

  it('keeps a local draft while typing, offers it back, and "撤销" returns to the saved resume', async () => {
    // A draft left by an earlier visit (rule DRAFT-1: per user, per form).
    const store = createDraftStore<{ values: object }>('resume-01');
    store.save('uc-cand-full', { values: { basicInfo: { name: '草稿里的名字', email: 'draft@example.com' } } });
    forgetDraftSaves(); // the page opens in a later visit
    openPage(PATH, { account: 'cand-full' });
    expect(await screen.findByText(DRAFT_TEXT.restored, {}, ERROR_TIMEOUT)).toBeInTheDocument();
    expect(screen.getByLabelText('姓名')).toHaveValue('草稿里的名字');

    // Nothing is said to be saved before the user types; then the time of the save is.
    const status = screen.getByRole('status', { name: '' });
    expect(status).toBeEmptyDOMElement();
    fireEvent.change(screen.getByLabelText('邮箱'), { target: { value: 'typed@example.com' } });
    await waitFor(() => expect(JSON.stringify(store.load('uc-cand-full'))).toContain('typed@example.com'));
    await waitFor(() => expect(status).toHaveTextContent(autosavedText(store.load('uc-cand-full')?.savedAt ?? 0)));

    await userEvent.click(screen.getByRole('button', { name: DRAFT_TEXT.undoLabel }));
    await waitFor(() => expect(screen.getByLabelText('姓名')).toHaveValue('张晓明'));
    expect(screen.queryByText(DRAFT_TEXT.restored)).not.toBeInTheDocument();
    expect(store.load('uc-cand-full')).toBeUndefined();
  });
});
