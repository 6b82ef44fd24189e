import { create } from 'zustand';
import { businessInfoFromPath, type BusinessInfo } from '@/lib/config/business';

interface BusinessInfoState {
  /** Business, recruit type, app id and token cookie names of the current path (spec 3). */
  info: BusinessInfo;
  /** Re-derives the info from a pathname; keeps the same object when nothing changed (no re-render). */
  syncFromPath: (pathname: string) => void;
}

function initialPath(): string {
  return typeof window === 'undefined' ? '/' : window.location.pathname;
}

/** The current business info, derived from the path (businessInfoFromPath); the layout syncs it on navigation. */
export const useBusinessInfoStore = create<BusinessInfoState>()((set, get) => ({
  info: businessInfoFromPath(initialPath()),
  syncFromPath: (pathname) => {
    const next = businessInfoFromPath(pathname);
    const current = get().info;
    if (next.businessName === current.businessName && next.recruitType === current.recruitType) return;
    set({ info: next });
  },
}));
