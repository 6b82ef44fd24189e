import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface PageHistoryState {
  /** The page being shown (its tracking page name). */
  current?: string;
  /** The page shown before it. */
  previous?: string;
  /** Records a page; the same page twice in a row (a re-render, StrictMode) is recorded once. */
  push: (pageName: string) => void;
}

/** Session-storage key of the page history (rule STATE-3). */
export const PAGE_HISTORY_KEY = 'pageHistory';

/** The last two page names (current and previous), for tracking's previous-page field (rules STATE-3, CONST-18). */
export const usePageHistoryStore = create<PageHistoryState>()(
  persist(
    (set, get) => ({
      current: undefined,
      previous: undefined,
      push: (pageName) => {
        const { current } = get();
        if (!pageName || pageName === current) return;
        set({ previous: current, current: pageName });
      },
    }),
    {
      name: PAGE_HISTORY_KEY,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ current, previous }) => ({ current, previous }),
    },
  ),
);
