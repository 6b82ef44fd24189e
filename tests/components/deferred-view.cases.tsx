import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect, useSyncExternalStore } from 'react';
import { describe, expect, it } from 'vitest';
import { deferredView } from '@/components/deferred-view';

/** A store whose updates React renders at once, like TanStack Query's answers. */
function createStore<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: T) {
      value = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function setup() {
  const store = createStore({ name: 'first', unrelated: 0 });
  const viewRenders: string[] = [];
  const shownAtParentCommit: string[] = [];
  const View = deferredView(function NameView({ name }: { name: string }) {
    viewRenders.push(name);
    return <p data-testid="name">{name}</p>;
  });
  function Parent() {
    const { name } = useSyncExternalStore(store.subscribe, store.get);
    useLayoutEffect(() => {
      shownAtParentCommit.push(screen.getByTestId('name').textContent ?? '');
    });
    return <View name={name} />;
  }
  render(<Parent />);
  return { store, viewRenders, shownAtParentCommit };
}

describe('deferredView', () => {
  it('shows its first props at once', () => {
    const { viewRenders, shownAtParentCommit } = setup();
    expect(screen.getByTestId('name')).toHaveTextContent('first');
    expect(viewRenders).toEqual(['first']);
    expect(shownAtParentCommit).toEqual(['first']);
  });

  it('is skipped by a render that cannot wait and shows the new props in the render after it', () => {
    const { store, viewRenders, shownAtParentCommit } = setup();
    act(() => store.set({ name: 'second', unrelated: 0 }));
    // The store's render committed with the view as it was; the view then rendered once, with the new name.
    expect(shownAtParentCommit).toEqual(['first', 'first']);
    expect(screen.getByTestId('name')).toHaveTextContent('second');
    expect(viewRenders).toEqual(['first', 'second']);
  });

  it('does not render again for a parent render that leaves its props the same', () => {
    const { store, viewRenders } = setup();
    act(() => store.set({ name: 'first', unrelated: 1 }));
    expect(viewRenders).toEqual(['first']);
  });

  it('names itself after the view', () => {
    const View = deferredView(function PriceView() {
      return null;
    });
    expect(View.displayName).toBe('Deferred(PriceView)');
  });
});
