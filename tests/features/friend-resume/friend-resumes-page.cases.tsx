import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { ERROR_TIMEOUT, openPage } from '../jobs/page-helpers';
import { pagePath } from '@/lib/routing';
import { FRIEND_RESUME_PAGE_SIZE } from '@/features/friend-resume/lib/friend-resume';

const LIST = pagePath('staff', 'maintainedResume');

/** The data rows of the table (the header row left out). */
/** The row of a friend, by the name in its first cell. */
const rowOf = (name: string) => screen.getByText(name, { selector: 'a' }).closest('tr') as HTMLElement;

const rows = async () => {
  const table = await screen.findByRole('table', {}, ERROR_TIMEOUT);
  return within(table).getAllByRole('row').slice(1);
};

describe('resume management (rule STAFF-5)', () => {
  it('shows a skeleton while the friends’ resumes load', async () => {
    openPage(LIST, { account: 'staff-wang', faults: [{ kind: 'slow', match: '/employee/manage_resume' }] });
    expect(await screen.findByLabelText('好友简历加载中', {}, ERROR_TIMEOUT)).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('heading', { name: '简历管理', level: 1 })).toBeInTheDocument();
  });

  it('lists each friend with masked phone, education, expected position, update date and referral count', async () => {
    openPage(LIST, { account: 'staff-wang' });
    expect(await rows()).toHaveLength(6);
    expect(screen.getByText('共 6 份好友简历')).toBeInTheDocument();
    for (const header of ['姓名', '手机号码', '最高学历', '期望职位', '更新时间', '推荐次数', '操作']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const row = screen.getByRole('link', { name: '孙浩然' }).closest('tr') as HTMLElement;
    expect(within(row).getByText('137****2222')).toBeInTheDocument();
    expect(within(row).queryByText('13711112222')).toBeNull();
    expect(within(row).getByText('大专')).toBeInTheDocument();
    expect(within(row).getByText('门店店长')).toBeInTheDocument();
    expect(within(row).getByText(/^\d{4}-\d{2}-\d{2}$/)).toBeInTheDocument();
    expect(within(row).getByText(/^\d+$/)).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: '编辑孙浩然的简历' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/recruit-web\/staff\/editResume\?id=FR-wang-\d$/),
    );
  });

  it('searches by name, phone or position through the URL, and says when nothing matches', async () => {
    const { router } = openPage(LIST, { account: 'staff-wang' });
    await rows();
    const search = screen.getByRole('searchbox', { name: '搜索好友简历' });
    await userEvent.type(search, '13722223333{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=13722223333'));
    await waitFor(async () => expect(await rows()).toHaveLength(1));
    expect(screen.getByRole('link', { name: '周婷' })).toBeInTheDocument();

    await userEvent.clear(search);
    await userEvent.type(search, '没有这个人{Enter}');
    expect(await screen.findByText('没有找到与“没有这个人”相关的好友简历')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '查看全部简历' }));
    await waitFor(async () => expect(await rows()).toHaveLength(6));
  });

  it('deletes a resume only after the confirmation, and the list updates', async () => {
    openPage(LIST, { account: 'staff-wang' });
    await rows();
    // Queries stay inside the row or the pop-up: a role query over the whole page is slow in jsdom.
    const row = rowOf('周婷');
    await userEvent.click(within(row).getByLabelText('删除周婷的简历'));
    const popup = (await screen.findByText('确定删除周婷的简历吗？')).closest('.ant-popover') as HTMLElement;
    // Cancelling keeps the row.
    await userEvent.click(within(popup).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(popup).toHaveClass('ant-popover-hidden'));
    expect(await rows()).toHaveLength(6);

    await userEvent.click(within(row).getByLabelText('删除周婷的简历'));
    await waitFor(() => expect(popup).not.toHaveClass('ant-popover-hidden'));
    await userEvent.click(within(popup).getByRole('button', { name: '删除' }));
    await waitFor(async () => expect(await rows()).toHaveLength(5));
    expect(screen.queryByText('周婷')).toBeNull();
    expect(screen.getByText('共 5 份好友简历')).toBeInTheDocument();
    expect(await screen.findByText('已删除周婷的简历')).toBeInTheDocument();
  });

  it('leads to a new friend’s resume when there is none yet', async () => {
    server.use(
      http.get('*/employee/manage_resume', () =>
        HttpResponse.json({ code: 0, msg: 'success', data: { list: [], total: 0, page: 1, page_size: FRIEND_RESUME_PAGE_SIZE } }),
      ),
    );
    const { router } = openPage(LIST, { account: 'staff-wang' });
    const empty = await screen.findByText('还没有好友简历，为好友建一份简历，推荐时就能直接选用', {}, ERROR_TIMEOUT);
    const emptyBox = empty.closest('.ant-empty') as HTMLElement;
    await userEvent.click(within(emptyBox).getByRole('button', { name: '新建好友简历' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(pagePath('staff', 'editResume')));
    expect(router.state.location.search).toBe('');
  });

  it('shows an error with a retry that loads the list', async () => {
    let failing = true;
    server.use(http.get('*/employee/manage_resume', () => (failing ? HttpResponse.error() : undefined)));
    openPage(LIST, { account: 'staff-wang' });
    expect(await screen.findByText('好友简历加载失败', {}, ERROR_TIMEOUT)).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await rows()).toHaveLength(6);
  });
});
