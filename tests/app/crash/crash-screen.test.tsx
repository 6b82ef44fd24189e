import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CrashScreen } from '@/app/crash/crash-screen';
import { CRASH_ACTIONS, CRASH_LOADING_LABEL, CRASH_SUBTITLE, CRASH_TITLE } from '@/app/crash/crash-text';
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
    // antd's Result comes in a chunk of its own, behind a skeleton of its size.
    expect(screen.getByRole('status', { name: CRASH_LOADING_LABEL })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: CRASH_TITLE })).toBeInTheDocument();
    expect(screen.getByText(CRASH_SUBTITLE)).toBeInTheDocument();
    expect(reportError).toHaveBeenCalledWith(expect.objectContaining({ message: '价格计算失败' }), expect.anything());

    expect(await screen.findByRole('tab', { name: '错误信息' })).toBeInTheDocument();
    expect(screen.getByText('价格计算失败')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: '错误堆栈' }));
    expect(await screen.findByText(/Broken/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: CRASH_ACTIONS.refresh }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: CRASH_ACTIONS.home }));
    expect(onHome).toHaveBeenCalledTimes(1);
    // React logs the caught error with console.error: expected here.
    expectConsoleError();
  });

  it('shows the same words and buttons without the picture when its chunk cannot be loaded', async () => {
    vi.resetModules();
    vi.doMock('@/app/crash/crash-result', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { CrashScreen: Screen } = await import('@/app/crash/crash-screen');
    const onHome = vi.fn();
    render(
      <AppProviders>
        <Screen error={new Error('价格计算失败')} onHome={onHome} onRefresh={() => undefined} />
      </AppProviders>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: CRASH_TITLE })).toBeInTheDocument();
    expect(screen.getByText(CRASH_SUBTITLE)).toBeInTheDocument();
    expect(document.querySelector('.ant-result')).toBeNull();
    expect(await screen.findByText('价格计算失败')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: CRASH_ACTIONS.home }));
    expect(onHome).toHaveBeenCalledTimes(1);
    vi.doUnmock('@/app/crash/crash-result');
  });
});
