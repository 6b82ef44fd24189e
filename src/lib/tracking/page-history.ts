import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { BusinessInfo } from '@/lib/config/business';
import { portalOf, trackingEventName } from './event-name';

interface PageHistoryState {
  /** The page being shown (its page-environment name). */
  current?: string;
  /** The page shown before it. */
  previous?: string;
  /** Records a page; the same page twice in a row (a re-render, StrictMode) is recorded once. */
  push: (pageEnvName: string) => void;
}

/** Session-storage key of the page history (rule STATE-3). */
export const PAGE_HISTORY_KEY = 'pageHistory';

/**
 * A page's page-environment name: its tracking page name within its portal, `recruit_{portal}_{page}` (the event
 * name, rule TRACK-3). The social, shop and school job lists share the page name `job_list` but not this name.
 */
export function pageEnvName(info: BusinessInfo, pageName: string): string {
  return trackingEventName(portalOf(info), pageName);
}

/**
 * The last two page-environment names (current and previous), for tracking's previous-page field (rules STATE-3,
 * CONST-18).
 */
export const usePageHistoryStore = create<PageHistoryState>()(
  persist(
    (set, get) => ({
      current: undefined,
      previous: undefined,
      push: (name) => {
        const { current } = get();
        if (!name || name === current) return;
        set({ previous: current, current: name });
      },
    }),
    {
      name: PAGE_HISTORY_KEY,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ current, previous }) => ({ current, previous }),
    },
  ),
);
