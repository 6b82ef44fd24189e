import { act, render, screen } from '@testing-library/react';
import { App as AntdApp, ConfigProvider } from 'antd';
import { http as mock, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { http, HttpToastBridge } from '@/lib/http';

describe('HttpToastBridge', () => {
  it('routes the client toasts through antd App context (themed, no static-method warning)', async () => {
    server.use(mock.get('/api/recruit/bridge', () => HttpResponse.json({ code: 3, msg: '经由 App 上下文的提示' })));
    const { unmount } = render(
      <ConfigProvider theme={{ token: { colorPrimary: '#e60012' } }}>
        <AntdApp>
          <HttpToastBridge />
        </AntdApp>
      </ConfigProvider>,
    );
    // The App's holder lives in the React tree: its update belongs inside act (or a findBy/waitFor).
    await act(async () => {
      await expect(http.get('/bridge')).rejects.toMatchObject({ kind: 'business' });
    });
    const toast = await screen.findByText('经由 App 上下文的提示');
    // Rendered by the App's own holder, inside the themed tree — not antd's global static holder.
    expect(toast.closest('.ant-message')).not.toBeNull();
    unmount();
  });
});
