import type { ComponentType } from 'react';
import { preloadableLazy, settledLoads } from '@/lib/routing/preloadable-lazy';

type Module = { default: ComponentType };
function heldLoad() {
  let settle!: { resolve: (module: Module) => void; reject: (error: Error) => void };
  const promise = new Promise<Module>((resolve, reject) => (settle = { resolve, reject }));
  return { load: () => promise, settle };
}

describe('settledLoads', () => {
  it('is undefined while no load is under way', () => {
    expect(settledLoads()).toBeUndefined();
  });

  it('settles once every load under way has, loaded or failed', async () => {
    const first = heldLoad();
    const second = heldLoad();
    const a = preloadableLazy(first.load);
    const b = preloadableLazy(second.load);
    const loadedA = a.preload();
    const failedB = b.preload().catch((error: unknown) => error);
    let settled = false;
    void settledLoads()?.then(() => (settled = true));
    first.settle.resolve({ default: () => null });
    await loadedA;
    expect(settled).toBe(false);
    second.settle.reject(new Error('network'));
    expect(await failedB).toEqual(new Error('network'));
    await vi.waitFor(() => expect(settled).toBe(true));
    expect(settledLoads()).toBeUndefined();
  });
});
