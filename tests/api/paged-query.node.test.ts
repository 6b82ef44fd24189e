import { QueryObserver, type QueryObserverResult } from '@tanstack/react-query';
import { pagedQueryOptions } from '@/api/paged-query';
import { createQueryClient, createQueryKeys } from '@/lib/http/query-client';

interface BillPage {
  page: number;
  items: string[];
}

const keys = createQueryKeys('bills');
const billPage = (query: { page: number }) =>
  pagedQueryOptions(keys.custom('page', query), (): Promise<BillPage> =>
    Promise.resolve({ page: query.page, items: [`item ${query.page}`] }),
  );

describe('pagedQueryOptions: one page of a list', () => {
  it('keeps the types: the key as written, the data tagged on it as the fetcher returns it', () => {
    const options = billPage({ page: 1 });
    expectTypeOf(options.queryKey).toExtend<readonly ['bills', ...unknown[]]>();
    expectTypeOf(createQueryClient().getQueryData(options.queryKey)).toEqualTypeOf<BillPage | undefined>();
  });

  it('keys the page by its query and fetches it with that query', async () => {
    const options = billPage({ page: 2 });
    expect(options.queryKey).toEqual(['bills', 'page', { page: 2 }]);
    await expect(createQueryClient().fetchQuery(options)).resolves.toEqual({ page: 2, items: ['item 2'] });
  });

  it('keeps the page on screen, marked as a placeholder, while the next one loads', async () => {
    const observer = new QueryObserver(createQueryClient(), billPage({ page: 1 }));
    const results: QueryObserverResult<BillPage>[] = [];
    const unsubscribe = observer.subscribe((result) => results.push(result));
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual({ page: 1, items: ['item 1'] }));

    observer.setOptions(billPage({ page: 2 }));
    expect(observer.getCurrentResult()).toMatchObject({ data: { page: 1, items: ['item 1'] }, isPlaceholderData: true });

    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual({ page: 2, items: ['item 2'] }));
    expect(observer.getCurrentResult().isPlaceholderData).toBe(false);
    // Never blank between the two pages.
    expect(results.slice(results.findIndex((result) => result.data)).every((result) => result.data !== undefined)).toBe(true);
    unsubscribe();
  });
});
