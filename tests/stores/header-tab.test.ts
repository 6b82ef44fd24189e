import { describe, expect, it } from 'vitest';
import { useHeaderTabStore } from '@/stores/header-tab';

describe('header tab store', () => {
  it('keeps the active tab in session storage and clears it', () => {
    useHeaderTabStore.getState().setActiveKey('social');
    expect(useHeaderTabStore.getState().activeKey).toBe('social');
    expect(JSON.parse(sessionStorage.getItem('headerTab') ?? '{}')).toMatchObject({ state: { activeKey: 'social' } });
    useHeaderTabStore.getState().setActiveKey(undefined);
    expect(useHeaderTabStore.getState().activeKey).toBeUndefined();
  });
});
