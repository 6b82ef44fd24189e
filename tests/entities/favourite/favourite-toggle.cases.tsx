import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished } from 'vitest';
import { messageChannel, type MessageApi } from '@/lib/feedback/feedback';
import { getCatalog, getState } from '@/mocks/db';
import { server } from '@/mocks/node';
import { favouriteQueries } from '@/api/favourites';
import { queryClient } from '@/lib/http/query-client';
import { ERROR_TIMEOUT, openPage } from '../../features/jobs/page-helpers';
import { pagePath } from '@/lib/routing';
import { PAGE_SIZE as JOB_PAGE_SIZE } from '@/features/jobs/hooks/use-job-search';

const SOCIAL_JOB = pagePath('candidate', 'job', 'social');
const DETAIL = pagePath('candidate', 'jobDetail', 'social', { id: 'PD20001' });

/** Gives a demo account these favourites, the first one the newest. */
function seedFavourites(accountId: string, positionDemandIds: string[]): void {
  const start = dayjs('2026-01-01 12:00:00');
  getState().favourites.push(
    ...positionDemandIds.map((positionDemandId, i) => ({
      id: `FAV-T${i}`,
      accountId,
      positionDemandId,
      collectTime: start.subtract(i, 'minute').format('YYYY-MM-DD HH:mm:ss'),
    })),
  );
}

/**
 * Holds the favourite writes (POST / DELETE `/position_demand/{id}/collection`) until `release()`; then each one goes
 * on to the mock backend, or fails with a business error when `fail` is set. `calls` counts the writes sent.
 */
function holdFavouriteWrites(options: { fail?: string } = {}) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const calls: string[] = [];
  server.use(
    http.all('*', async ({ request }) => {
      const path = new URL(request.url).pathname;
      if (request.method === 'GET' || !/\/position_demand\/[^/]+\/collection$/.test(path)) return undefined;
      calls.push(`${request.method} ${path}`);
      await gate;
      return options.fail ? HttpResponse.json({ code: 1001, msg: options.fail, data: null }) : undefined;
    }),
  );
  return { calls, release: () => release() };
}

/** Collects the toasts instead of rendering antd messages (whose 3 s timers would land outside act). */
function collectToasts(): string[] {
  const shown: string[] = [];
  const record = (args: { content: unknown } | string) => {
    shown.push(typeof args === 'string' ? args : String(args.content));
  };
  messageChannel.attach({ success: record, error: record, warning: record } as unknown as MessageApi);
  onTestFinished(() => messageChannel.attach(undefined));
  return shown;
}

function heartOf(card: HTMLElement): HTMLElement {
  return within(card).getByRole('button', { name: /收藏：/ });
}

describe('favourite marks on job cards read every favourite (rule CAND-9)', () => {
  it('marks a job favourited as number 101 and later', async () => {
    // 100 newer favourites of other recruit types, then every social job: none of these is in the first 100.
    const positions = getCatalog().positions;
    const others = positions.filter((p) => p.recruitType !== 'social').slice(0, 100);
    const social = positions.filter((p) => p.recruitType === 'social');
    seedFavourites(
      'cand-new',
      [...others, ...social].map((p) => p.id),
    );

    openPage(SOCIAL_JOB, { account: 'cand-new' });
    const cards = await screen.findAllByRole('article', {}, ERROR_TIMEOUT);
    expect(cards.length).toBe(JOB_PAGE_SIZE);
    await waitFor(() => cards.forEach((card) => expect(heartOf(card)).toHaveAttribute('aria-pressed', 'true')), ERROR_TIMEOUT);
  });

  it('reads the favourites once for the whole list, not once per card (decision 129)', async () => {
    seedFavourites(
      'cand-new',
      getCatalog()
        .positions.filter((p) => p.recruitType === 'social')
        .map((p) => p.id),
    );
    openPage(SOCIAL_JOB, { account: 'cand-new' });
    const cards = await screen.findAllByRole('article', {}, ERROR_TIMEOUT);
    expect(cards.length).toBe(JOB_PAGE_SIZE);
    await waitFor(() => cards.forEach((card) => expect(heartOf(card)).toHaveAttribute('aria-pressed', 'true')), ERROR_TIMEOUT);
    expect(
      queryClient
        .getQueryCache()
        .find({ queryKey: favouriteQueries.ids(true).queryKey })
        ?.getObserversCount(),
    ).toBe(1);
  });

  it('paints the job list without waiting for the favourites', async () => {
    openPage(SOCIAL_JOB, { account: 'cand-full', faults: [{ kind: 'slow', match: '/position_demand/collection' }] });
    const cards = await screen.findAllByRole('article', {}, ERROR_TIMEOUT);
    expect(cards.length).toBe(JOB_PAGE_SIZE);
    // Each card holds its button's box until the buttons' own render, right after the cards' (decision 129).
    await waitFor(() => cards.forEach((card) => expect(heartOf(card)).toHaveAttribute('aria-pressed', 'false')));
  });
});

describe('the favourite toggle answers at once (rules CAND-9, DRAFT-7)', () => {
  it('on a job card, shows the new state while the call runs and sends a second click nowhere', async () => {
    const user = userEvent.setup();
    const toasts = collectToasts();
    const writes = holdFavouriteWrites();
    openPage(SOCIAL_JOB, { account: 'cand-new' });
    const [card] = await screen.findAllByRole('article', {}, ERROR_TIMEOUT);
    if (!card) throw new Error('no job card');
    await waitFor(() => expect(heartOf(card)).toBeEnabled());

    await user.click(heartOf(card));
    expect(heartOf(card)).toHaveAttribute('aria-pressed', 'true');
    expect(heartOf(card)).toHaveAccessibleName(/^取消收藏：/);
    expect(heartOf(card)).toHaveAttribute('aria-busy', 'true');
    await user.click(heartOf(card));
    expect(writes.calls).toHaveLength(1);
    expect(heartOf(card)).toHaveAttribute('aria-pressed', 'true');

    writes.release();
    await waitFor(() => expect(toasts).toEqual(['已收藏，可在“我的收藏”中查看']));
    await waitFor(() => expect(heartOf(card)).toHaveAttribute('aria-busy', 'false'));
    expect(heartOf(card)).toHaveAttribute('aria-pressed', 'true');
    expect(getState().favourites.filter((f) => f.accountId === 'cand-new')).toHaveLength(1);

    // Removing answers at once too.
    await user.click(heartOf(card));
    expect(heartOf(card)).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(toasts).toContain('已取消收藏'));
    expect(writes.calls).toEqual([expect.stringMatching(/^POST /), expect.stringMatching(/^DELETE /)]);
  });

  it('saves a favourite clicked while signed out once the visitor is back signed in, once', async () => {
    const toasts = collectToasts();
    const social = getCatalog().positions.filter((p) => p.recruitType === 'social');
    // What a signed-out click left behind before the sign-in (pending-favourite).
    const remembered = social.map((p) => ({ positionDemandId: p.id, positionForeignId: p.positionForeignId }));
    remembered.forEach((request) =>
      sessionStorage.setItem(`pendingFavourite:${request.positionDemandId}`, JSON.stringify(request)),
    );
    openPage(SOCIAL_JOB, { account: 'cand-new' });
    const [card] = await screen.findAllByRole('article', {}, ERROR_TIMEOUT);
    if (!card) throw new Error('no job card');
    await waitFor(() => expect(heartOf(card)).toHaveAttribute('aria-pressed', 'true'), ERROR_TIMEOUT);
    await waitFor(() => expect(toasts).toHaveLength(JOB_PAGE_SIZE));
    expect(new Set(toasts)).toEqual(new Set(['已收藏，可在“我的收藏”中查看']));
    // Only the jobs on the page were saved, each once; the others stay remembered for their own page.
    expect(getState().favourites.filter((f) => f.accountId === 'cand-new')).toHaveLength(JOB_PAGE_SIZE);
    expect(remembered.filter((r) => sessionStorage.getItem(`pendingFavourite:${r.positionDemandId}`) !== null)).toHaveLength(
      remembered.length - JOB_PAGE_SIZE,
    );
  });

  it('on the job detail, goes back with the reason when the call fails', async () => {
    const user = userEvent.setup();
    const toasts = collectToasts();
    const writes = holdFavouriteWrites({ fail: '该职位暂时无法收藏' });
    openPage(DETAIL, { account: 'cand-new' });
    await user.click(await screen.findByRole('button', { name: /(?<!已)收藏$/ }, ERROR_TIMEOUT));
    expect(screen.getByRole('button', { name: /已收藏$/ })).toHaveAttribute('aria-pressed', 'true');

    writes.release();
    await waitFor(() => expect(toasts).toEqual(['该职位暂时无法收藏']));
    await waitFor(() => expect(screen.getByRole('button', { name: /(?<!已)收藏$/ })).toHaveAttribute('aria-pressed', 'false'));
    expect(writes.calls).toHaveLength(1);
  });
});
