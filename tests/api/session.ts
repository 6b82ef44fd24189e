import { onTestFinished } from 'vitest';
import { setTokenCookies } from '@/lib/auth/token';
import { messageChannel, type MessageApi } from '@/lib/feedback/feedback';
import type { BusinessName } from '@/lib/config/business';
import { DEMO_ACCOUNTS, makeMockToken } from '@/mocks/data/accounts';
import { pagePath } from '@/lib/routing';

/**
 * Puts the jsdom page on a portal path and signs a demo account in by writing its token cookie,
 * the way the e2e fixtures do. The HTTP client derives the business and recruit type from the path.
 */
export function signInAs(accountId: string, path?: string): void {
  const account = DEMO_ACCOUNTS.find((a) => a.id === accountId);
  if (!account) throw new Error(`unknown demo account ${accountId}`);
  const business: BusinessName = account.business;
  window.history.pushState({}, '', path ?? defaultPath(business));
  const token = makeMockToken(account.id, business, 3600);
  setTokenCookies(business, token, Date.now() + 3_600_000);
}

/** A signed-out visitor on a path. */
export function visit(path: string): void {
  window.history.pushState({}, '', path);
}

function defaultPath(business: BusinessName): string {
  if (business === 'candidate') return pagePath('candidate', 'job', 'social');
  if (business === 'staff') return pagePath('staff', 'job');
  return pagePath('interview', 'list', 'social');
}

/**
 * Collects the client's error toasts instead of rendering antd messages (their timers would update React
 * outside act). Restored after the test.
 */
export function captureToasts(): string[] {
  const shown: string[] = [];
  const api = {
    error: (args: { content: unknown } | string) => {
      shown.push(typeof args === 'string' ? args : String(args.content));
    },
  };
  messageChannel.attach(api as unknown as MessageApi);
  onTestFinished(() => messageChannel.attach(undefined));
  return shown;
}
