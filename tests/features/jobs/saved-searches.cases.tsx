import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { POSITION_PATHS } from '@/api/positions';
import { readStoredUserInfo } from '@/lib/auth/user-storage';
import { queryClient } from '@/lib/http/query-client';
import { pagePath } from '@/lib/routing';
import {
  localDay,
  SAVED_SEARCH_LIMIT,
  SAVED_SEARCH_MESSAGES,
  SAVED_SEARCH_NAME_MAX,
  storeSavedSearches,
  type SavedSearch,
  type SavedSearchFilters,
} from '@/lib/saved-searches';
import { publishMockPosition, type MockFault } from '@/mocks/node';
import { countQueryOf } from '@/features/jobs/hooks/use-saved-search-counts';
import { ERROR_TIMEOUT, openPage } from './page-helpers';
import { SAVED_SEARCH_TITLES } from '@/features/jobs/components/saved-search-titles';

const HOME = pagePath('candidate', 'home');
const SHANGHAI = '310000';
const SHOP_MANAGER: SavedSearchFilters = {
  recruitType: 'shop',
  keyword: '店长',
  cityCode: SHANGHAI,
  functionCode: '',
  targetDepart: '',
};

function savedSearch(id: string, change: Partial<SavedSearch> = {}): SavedSearch {
  return {
    id,
    name: `搜索${id}`,
    filters: { ...SHOP_MANAGER, keyword: `店长${id}` },
    openedAt: Date.now(),
    openedDay: localDay(Date.now()),
    seenIds: null,
    ...change,
  };
}

/** Opens a page as cand-full and, once the session is known, gives the user these saved searches. */
async function openWith(path: string, searches: SavedSearch[], faults?: MockFault[]) {
  const app = openPage(path, { account: 'cand-full', faults });
  await screen.findByRole(
    'heading',
    { name: path === HOME ? SAVED_SEARCH_TITLES.home : SAVED_SEARCH_TITLES.list },
    ERROR_TIMEOUT,
  );
  const userKey = readStoredUserInfo('candidate')?.ucId;
  if (!userKey) throw new Error('no signed-in user');
  act(() => {
    storeSavedSearches('candidate', userKey, searches);
  });
  // The chips' code loads on its own once there is a search to show.
  if (searches.length > 0) await screen.findByRole('list', { name: '保存的搜索' }, ERROR_TIMEOUT);
  return { ...app, userKey };
}

const chips = () => screen.getByRole('list', { name: '保存的搜索' });
/** The job list panel's outcome message (the page has other live regions). */
const panelStatus = () => within(screen.getByRole('region', { name: SAVED_SEARCH_TITLES.list })).getByRole('status');

describe('saved searches', () => {
  it('candidate home: a visitor sees no panel', async () => {
    openPage(HOME);
    await screen.findByRole('heading', { name: '热招职位' }, ERROR_TIMEOUT);
    expect(screen.queryByRole('heading', { name: SAVED_SEARCH_TITLES.home })).not.toBeInTheDocument();
  });

  it('candidate home: a signed-in user without saved searches sees the empty state', async () => {
    await openWith(HOME, []);
    expect(screen.getByText(SAVED_SEARCH_MESSAGES.empty)).toBeInTheDocument();
  });

  it('candidate home: each saved search opens its list in one click, with "新增 1" once a matching job is published', async () => {
    // What the search had when it was saved today.
    const page = await queryClient.fetchQuery(countQueryOf(SHOP_MANAGER));
    const today = localDay(Date.now());
    const seenIds = page.list.filter((job) => job.publishDate === today).map((job) => job.id);
    queryClient.clear();
    publishMockPosition({ recruitType: 'shop', keyword: '店长', cityCode: SHANGHAI });

    const { router } = await openWith(HOME, [savedSearch('a', { name: '上海 · 店长', filters: SHOP_MANAGER, seenIds })]);
    const link = within(chips()).getByRole('link', { name: /上海 · 店长/ });
    await waitFor(() => expect(link).toHaveTextContent('新增 1'), ERROR_TIMEOUT);

    await userEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe(pagePath('candidate', 'job', 'shop')));
    const query = new URLSearchParams(router.state.location.search);
    expect([query.get('keyword'), query.get('cityCode'), query.get('activeKey')]).toEqual(['店长', SHANGHAI, 'shop']);
    // Opened: the count starts again.
    await waitFor(
      () => expect(within(chips()).getByRole('link', { name: /上海 · 店长/ })).not.toHaveTextContent('新增'),
      ERROR_TIMEOUT,
    );
  });

  it.each<MockFault['kind']>(['network', 'shape-string'])(
    'a failed count (%s) shows no badge, says so, and offers 重试',
    async (kind) => {
      await openWith(HOME, [savedSearch('a', { openedDay: '2000-01-01', seenIds: [] })], [{ kind, match: POSITION_PATHS.list }]);
      expect(await screen.findByText(SAVED_SEARCH_MESSAGES.countFailed, {}, ERROR_TIMEOUT)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
      expect(within(chips()).getByRole('link', { name: /搜索a/ })).not.toHaveTextContent('新增');
    },
  );

  it('the job list saves its current search under a name made of the filters, once', async () => {
    const path = pagePath('candidate', 'job', 'shop', { cityCode: SHANGHAI, keyword: '店长' });
    await openWith(path, []);
    const save = screen.getByRole('button', { name: /保存搜索/ });
    // The default name needs the city's label: wait for the city filter to show it.
    await waitFor(() => expect(screen.getAllByText(/上海市/).length).toBeGreaterThan(0), ERROR_TIMEOUT);
    await userEvent.click(save);
    expect(await within(chips()).findByRole('link', { name: '上海市 · 店长' })).toBeInTheDocument();
    expect(panelStatus()).toHaveTextContent(SAVED_SEARCH_MESSAGES.saved);

    await userEvent.click(save);
    expect(panelStatus()).toHaveTextContent(SAVED_SEARCH_MESSAGES.duplicate);
    expect(within(chips()).getAllByRole('link')).toHaveLength(1);
  });

  it(`refuses an ${SAVED_SEARCH_LIMIT + 1}th search with a message, keeping the ${SAVED_SEARCH_LIMIT}`, async () => {
    const full = Array.from({ length: SAVED_SEARCH_LIMIT }, (_, i) => savedSearch(String(i)));
    await openWith(pagePath('candidate', 'job', 'social', { keyword: '经理' }), full);
    await userEvent.click(screen.getByRole('button', { name: /保存搜索/ }));
    expect(panelStatus()).toHaveTextContent(SAVED_SEARCH_MESSAGES.limit);
    expect(within(chips()).getAllByRole('link')).toHaveLength(SAVED_SEARCH_LIMIT);
  });

  it('renames with the keyboard: an empty or too long name is refused next to the field', async () => {
    await openWith(HOME, [savedSearch('a')]);
    await userEvent.click(within(chips()).getByRole('button', { name: '重命名：搜索a' }));
    const field = screen.getByRole('textbox', { name: '搜索名称' });
    expect(field).toHaveFocus();

    await userEvent.clear(field);
    await userEvent.keyboard('{Enter}');
    expect(field).toHaveAccessibleDescription(SAVED_SEARCH_MESSAGES.nameEmpty);
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(field, '名'.repeat(SAVED_SEARCH_NAME_MAX + 1));
    await userEvent.keyboard('{Enter}');
    expect(field).toHaveAccessibleDescription(SAVED_SEARCH_MESSAGES.nameTooLong);

    await userEvent.clear(field);
    await userEvent.type(field, '周末看看{Enter}');
    expect(await within(chips()).findByRole('link', { name: '周末看看' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: '搜索名称' })).not.toBeInTheDocument();
  });

  it('deletes only after the confirmation', async () => {
    await openWith(HOME, [savedSearch('a'), savedSearch('b')]);
    await userEvent.click(within(chips()).getByRole('button', { name: '删除：搜索a' }));
    await userEvent.click(await screen.findByRole('button', { name: '取消' }));
    expect(within(chips()).getAllByRole('link')).toHaveLength(2);

    await userEvent.click(within(chips()).getByRole('button', { name: '删除：搜索a' }));
    const tooltip = await screen.findByRole('tooltip', { name: /删除保存的搜索“搜索a”/ });
    await userEvent.click(within(tooltip).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(within(chips()).getAllByRole('link')).toHaveLength(1));
    expect(within(chips()).getByRole('link', { name: /搜索b/ })).toBeInTheDocument();
  });
});
