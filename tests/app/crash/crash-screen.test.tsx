import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CrashScreen } from '@/app/crash/crash-screen';
import { ErrorBoundary } from '@/app/crash/error-boundary';
import { AppProviders } from '@/app/providers';
import { expectConsoleError } from '../../setup';

const reportError = vi.hoisted(() => vi.fn());
vi.mock('@/lib/error-reporting', () => ({ reportError }));

function Broken(): never {
  throw new Error('价格计算失败');
}

describe('crash screen (rules CRASH-1, CRASH-3)', () => {
  it('catches a crash, reports it and offers refresh, home and the error details', async () => {
    const onHome = vi.fn();
    const onRefresh = vi.fn();
    render(
      <AppProviders>
        <ErrorBoundary fallback={(error) => <CrashScreen error={error} onHome={onHome} onRefresh={onRefresh} />}>
          <Broken />
        </ErrorBoundary>
      </AppProviders>,
    );
    expect(screen.getByText('服务异常')).toBeInTheDocument();
    expect(screen.getByText('抱歉，我们的服务遇到了一点小问题，您可以稍后刷新重试或者返回首页')).toBeInTheDocument();
    expect(reportError).toHaveBeenCalledWith(expect.objectContaining({ message: '价格计算失败' }), expect.anything());

    expect(await screen.findByRole('tab', { name: '错误信息' })).toBeInTheDocument();
    expect(screen.getByText('价格计算失败')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: '错误堆栈' }));
    expect(await screen.findByText(/Broken/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '刷新重试' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: '返回首页' }));
    expect(onHome).toHaveBeenCalledTimes(1);
    // React logs the caught error with console.error: expected here.
    expectConsoleError();
  });
});
