import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pointsQueries } from '@/api/points';
import { queryClient } from '@/lib/http/query-client';
import { ERROR_TIMEOUT, openPage } from '../../features/jobs/page-helpers';
import { pagePath } from '@/lib/routing';

/** docs/decisions/042: under /staff the gray-release dialog opens only for staff of the tech centre (rule AUTH-13). */

async function clickLogoFifteenTimes(name: string): Promise<void> {
  const logo = await screen.findByRole('link', { name }, ERROR_TIMEOUT);
  for (let click = 0; click < 15; click += 1) await userEvent.click(logo);
}

describe('the gray-release dialog under the staff business', () => {
  beforeEach(() => {
    // Only the clock is fake: 23:10 local time, inside the hour of rule SECRET-1.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 24, 23, 10));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens for a staff member of the tech centre (staff-tech)', async () => {
    openPage(pagePath('staff', 'job'), { account: 'staff-tech' });
    await clickLogoFifteenTimes('招聘门户员工内推首页');
    expect(await screen.findByRole('dialog', { name: '灰度策略设置' }, ERROR_TIMEOUT)).toBeInTheDocument();
  });

  it('stays closed for a staff member outside it (staff-wang)', async () => {
    openPage(pagePath('staff', 'job'), { account: 'staff-wang' });
    await clickLogoFifteenTimes('招聘门户员工内推首页');
    // The gate asked for the profile and has its answer …
    await waitFor(() => expect(queryClient.getQueryData(pointsQueries.profile().queryKey)).toBeDefined(), ERROR_TIMEOUT);
    // … and no dialog comes: a window of 2 s, the dialog's code taking well under that when it is opened.
    await expect(screen.findByRole('dialog', {}, { timeout: 2000 })).rejects.toThrow();
  });

  it('still opens for anyone on candidate pages (rule SECRET-1 unchanged)', async () => {
    openPage(pagePath('candidate', 'home'));
    await clickLogoFifteenTimes('招聘门户首页');
    expect(await screen.findByRole('dialog', { name: '灰度策略设置' }, ERROR_TIMEOUT)).toBeInTheDocument();
  });
});
