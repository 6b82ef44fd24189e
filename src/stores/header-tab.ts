import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface HeaderTabState {
  /** Key of the active header tab; `undefined` when the current path matches no tab. */
  activeKey?: string;
  setActiveKey: (key: string | undefined) => void;
}

/** The active header tab, kept in session storage and corrected from the path on every route change. */
export const useHeaderTabStore = create<HeaderTabState>()(
  persist(
    (set) => ({
      activeKey: undefined,
      setActiveKey: (activeKey) => set({ activeKey }),
    }),
    { name: 'headerTab', storage: createJSONStorage(() => sessionStorage) },
  ),
);
