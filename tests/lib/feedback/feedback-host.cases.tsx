import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@/mocks/node';
import { confirmDialog, FeedbackHost, toast } from '@/lib/feedback';
import { http } from '@/lib/http';

function renderHost() {
  return render(
    <ConfigProvider theme={{ token: { colorPrimary: '#e60012' } }} button={{ autoInsertSpace: false }}>
      <FeedbackHost />
    </ConfigProvider>,
  );
}

describe('FeedbackHost', () => {
  it("shows the HTTP client's toast once the message holder has loaded, inside the themed tree", async () => {
    server.use(mock.get('/api/recruit/feedback-probe', () => HttpResponse.json({ code: 3, msg: '经由主题树的提示' })));
    const { unmount } = renderHost();
    // Nothing of antd's message is rendered before the first toast.
    expect(document.querySelector('.ant-message')).toBeNull();
    await act(async () => {
      await expect(http.get('/feedback-probe')).rejects.toMatchObject({ kind: 'business' });
    });
    const shown = await screen.findByText('经由主题树的提示');
    expect(shown.closest('.ant-message')).not.toBeNull();
    unmount();
  });

  it('shows identical toasts once (keyed by their text)', async () => {
    const { unmount } = renderHost();
    act(() => {
      toast.success('已收藏');
      toast.success('已收藏');
    });
    expect(await screen.findAllByText('已收藏')).toHaveLength(1);
    unmount();
  });

  it('opens a confirm dialog on first use and runs its OK action', async () => {
    const onOk = vi.fn();
    const { unmount } = renderHost();
    act(() => confirmDialog({ title: '清空失效职位', content: '确定清空吗？', okText: '清空', onOk }));
    expect(await screen.findByText('确定清空吗？')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '清空' }));
    expect(onOk).toHaveBeenCalledTimes(1);
    unmount();
  });
});
