import { describe, expect, it, vi } from 'vitest';
import { createDeferredApi } from '@/lib/feedback/deferred-api';

describe('createDeferredApi', () => {
  it('queues calls in order until an implementation attaches, asking the host to load one', () => {
    const channel = createDeferredApi<(text: string) => void>();
    const load = vi.fn();
    channel.onRequest(load);
    const seen: string[] = [];
    channel.run((api) => api('one'));
    channel.run((api) => api('two'));
    expect(load).toHaveBeenCalledTimes(2);
    expect(seen).toEqual([]);
    channel.attach((text) => seen.push(text));
    expect(seen).toEqual(['one', 'two']);
    channel.run((api) => api('three'));
    expect(seen).toEqual(['one', 'two', 'three']);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('asks a host that registers after the first call, and forgets an unregistered one', () => {
    const channel = createDeferredApi<() => void>();
    channel.run((api) => api());
    const late = vi.fn();
    const unregister = channel.onRequest(late);
    expect(late).toHaveBeenCalledTimes(1);
    unregister();
    channel.run((api) => api());
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('queues again after the implementation detaches', () => {
    const channel = createDeferredApi<(n: number) => void>();
    const first = vi.fn();
    channel.attach(first);
    channel.attach(undefined);
    channel.run((api) => api(1));
    expect(first).not.toHaveBeenCalled();
    const second = vi.fn();
    channel.attach(second);
    expect(second).toHaveBeenCalledWith(1);
  });
});
