import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface BusinessStoreState {
  /** The last search of the job list, restored when coming back to it. */
  search: Record<string, string>;
  /** The active tab of a tabbed page. */
  tabActiveKey?: string;
  /** Id of the resume being parsed or delivered (resume parse `uuid`). */
  uuId?: string;
  setSearch: (search: Record<string, string>) => void;
  setTabActiveKey: (key: string | undefined) => void;
  setUuId: (id: string | undefined) => void;
  /** Forgets the cached page state (a header tab click, rule NAV-6). */
  clearPageCache: () => void;
}

/** Session-storage key of the business store. */
export const BUSINESS_STORE_KEY = 'businessStore';

/** Page state kept for the tab's session (rule STATE-2: search, tabActiveKey, uuId). */
export const useBusinessStore = create<BusinessStoreState>()(
  persist(
    (set) => ({
      search: {},
      tabActiveKey: undefined,
      uuId: undefined,
      setSearch: (search) => set({ search }),
      setTabActiveKey: (tabActiveKey) => set({ tabActiveKey }),
      setUuId: (uuId) => set({ uuId }),
      clearPageCache: () => set({ search: {}, tabActiveKey: undefined, uuId: undefined }),
    }),
    {
      name: BUSINESS_STORE_KEY,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ search, tabActiveKey, uuId }) => ({ search, tabActiveKey, uuId }),
    },
  ),
);
