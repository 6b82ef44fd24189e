import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { correctedAddress } from '@/app/layouts/shared-layout';
import { positionQueries } from '@/api/positions';
import { preloadPageAt, routeAt, routesFor, startPagePrefetch } from '@/app/routes';
import { createQueryClient } from '@/lib/http/query-client';
import { server } from '@/mocks/node';
import type { PageModule } from '@/app/routes/route-entry';
import { preloadableLazy } from '@/lib/routing';
import { BASE } from '@/lib/config/paths';
import { TAB_BODIES, preloadTabOf } from '@/features/campus/trends/tab-bodies';

const pageModule: PageModule = { default: () => <p>页面本身</p> };

describe('preloadableLazy (docs/decisions/080)', () => {
  it('renders at once, without its fallback, once preloaded; loads once', async () => {
    const load = vi.fn(() => Promise.resolve(pageModule));
    const { Component, preload } = preloadableLazy(load);
    await preload();
    render(
      <Suspense fallback={<p>加载中</p>}>
        <Component />
      </Suspense>,
    );
    expect(screen.getByText('页面本身')).toBeInTheDocument();
    expect(screen.queryByText('加载中')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows its fallback first when not preloaded, then the page', async () => {
    const { Component } = preloadableLazy(() => Promise.resolve(pageModule));
    render(
      <Suspense fallback={<p>加载中</p>}>
        <Component />
      </Suspense>,
    );
    expect(screen.getByText('加载中')).toBeInTheDocument();
    expect(await screen.findByText('页面本身')).toBeInTheDocument();
  });

  it('passes a failed load on to whoever preloads', async () => {
    const { preload } = preloadableLazy((): Promise<PageModule> => Promise.reject(new Error('chunk failed')));
    await expect(preload()).rejects.toThrow('chunk failed');
  });

  it('keeps no failed load: the next preload tries again', async () => {
    const load = vi
      .fn<() => Promise<PageModule>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce(pageModule);
    const { preload } = preloadableLazy(load);
    await expect(preload()).rejects.toThrow('chunk failed');
    await expect(preload()).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('preloadPageAt', () => {
  it('loads the code of the page at a path, and nothing for a path of no page', async () => {
    const entry = routesFor('candidate').find((route) => route.path === 'social/job');
    if (!entry) throw new Error('no social/job route');
    const preload = vi.spyOn(entry, 'preload').mockResolvedValue();
    await preloadPageAt(`${BASE}/candidate/social/job`);
    expect(preload).toHaveBeenCalledTimes(1);
    await expect(preloadPageAt(`${BASE}/candidate/no-such-page`)).resolves.toBeUndefined();
    await expect(preloadPageAt('/elsewhere')).resolves.toBeUndefined();
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('loads with the page the code its query shows: the trends page and its open tab (docs/decisions/133)', async () => {
    const entry = routesFor('candidate').find((route) => route.path === 'school/trends');
    if (!entry?.preloadFor) throw new Error('no school/trends route with a preloadFor');
    onTestFinished(() => {
      vi.restoreAllMocks();
    });
    const preload = vi.spyOn(entry, 'preload').mockResolvedValue();
    const preloadFor = vi.spyOn(entry, 'preloadFor').mockResolvedValue();
    await preloadPageAt(`${BASE}/candidate/school/trends`, '?tab=qa&keyword=offer');
    expect(preload).toHaveBeenCalledTimes(1);
    expect(preloadFor).toHaveBeenCalledTimes(1);
    expect(preloadFor.mock.calls[0][0].get('tab')).toBe('qa');
  });
});

describe('preloadTabOf (the trends page, docs/decisions/133)', () => {
  it("loads the open tab's code only; the process without a tab or with an unknown one", async () => {
    onTestFinished(() => {
      vi.restoreAllMocks();
    });
    const spies = Object.fromEntries(
      Object.entries(TAB_BODIES).map(([tab, body]) => [tab, vi.spyOn(body, 'preload').mockResolvedValue()]),
    );
    await preloadTabOf(new URLSearchParams('tab=talks&city=310100'));
    expect(spies.talks).toHaveBeenCalledTimes(1);
    await preloadTabOf(new URLSearchParams(''));
    await preloadTabOf(new URLSearchParams('tab=nope'));
    expect(spies.process).toHaveBeenCalledTimes(2);
    expect(spies.notices).not.toHaveBeenCalled();
    expect(spies.qa).not.toHaveBeenCalled();
  });
});

describe('startPagePrefetch (the boot, before the first render; the route view, on every navigation)', () => {
  it("starts the page's calls with its recruit type, its query and the sign-in, once however often it is asked", async () => {
    const sent: string[] = [];
    const listen = ({ request }: { request: Request }) => void sent.push(new URL(request.url).pathname);
    server.events.on('request:start', listen);
    const at = routeAt(`${BASE}/candidate/shop/jobDetail`);
    if (!at) throw new Error('no shop/jobDetail route');
    const client = createQueryClient();
    const fetch = vi.spyOn(client, 'prefetchQuery');
    const prefetch = vi.spyOn(at.entry, 'prefetch');
    startPagePrefetch(at.entry, at.business, client, '?id=PD20080');
    startPagePrefetch(at.entry, at.business, client, '?id=PD20080');
    expect(prefetch.mock.calls[0]?.[0]).toMatchObject({ client, recruitType: 'shop', signedIn: false });
    expect(prefetch.mock.calls[0]?.[0].query.get('id')).toBe('PD20080');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(client.getQueryState(positionQueries.detail('PD20080').queryKey)?.fetchStatus).toBe('fetching');
    await vi.waitFor(() => expect(client.getQueryState(positionQueries.detail('PD20080').queryKey)?.status).toBe('success'));
    expect(sent.filter((path) => path.endsWith('/PD20080'))).toHaveLength(1);
    server.events.removeListener('request:start', listen);
    prefetch.mockRestore();
    client.clear();
  });
});

describe('correctedAddress (rules LINK-1, LINK-2), applied before the first render', () => {
  it('writes the page’s front recruit type into a landing address, keeping query and hash', () => {
    expect(correctedAddress(`${BASE}/candidate/social/job`, '?keyword=店长', '#top')).toBe(
      `${BASE}/candidate/social/job?keyword=${encodeURIComponent('店长')}&frontRecruitType=ATS_RT_001#top`,
    );
  });

  it('leaves a corrected address, a top-level page and a path outside the portal alone', () => {
    expect(correctedAddress(`${BASE}/candidate/social/job`, '?frontRecruitType=ATS_RT_001', '')).toBeUndefined();
    expect(correctedAddress(`${BASE}/candidate/home`, '', '')).toBeUndefined();
    expect(correctedAddress('/elsewhere/page', '', '')).toBeUndefined();
  });
});
