import { nextTask } from '@/lib/format/async';

describe('PagedTable starts loading the table’s code before the rows render (docs/decisions/094)', () => {
  afterEach(() => {
    vi.doUnmock('@/components/antd-table');
    vi.resetModules();
  });

  it('asks for the table in the task after its own module runs, with no table rendered', async () => {
    vi.resetModules();
    const loaded = vi.fn();
    vi.doMock('@/components/antd-table', () => {
      loaded();
      return { default: () => null };
    });
    await import('@/components/paged-table');
    expect(loaded).not.toHaveBeenCalled();
    await nextTask();
    await vi.waitFor(() => expect(loaded).toHaveBeenCalledTimes(1));
  });
});
