import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useBusinessStore } from '@/stores/business-store';
import type { HeaderTabItem } from './header-tabs';

/** Navigation state that makes the layout mount a fresh page even when the path stays the same. */
export interface TabNavigationState {
  tabReset: number;
}

export function tabResetOf(state: unknown): number | undefined {
  if (typeof state === 'object' && state !== null && 'tabReset' in state) {
    const { tabReset } = state as TabNavigationState;
    return typeof tabReset === 'number' ? tabReset : undefined;
  }
  return undefined;
}

/**
 * Rule NAV-6: a tab click clears the cached page state first, then navigates — also when the tab's page is
 * the current one (the page is then mounted afresh). New-window tabs and modified clicks open natively.
 */
export function useTabNavigation(): (event: MouseEvent<HTMLAnchorElement>, tab: HeaderTabItem) => void {
  const navigate = useNavigate();
  const clearPageCache = useBusinessStore((state) => state.clearPageCache);
  return (event, tab) => {
    clearPageCache();
    if (tab.isOpenNew || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    const state: TabNavigationState = { tabReset: Date.now() };
    navigate(tab.path, { state });
  };
}
