import { create } from 'zustand';
import type { UserInfo } from './user-storage';

type Status = 'idle' | 'loading' | 'success' | 'error';

interface SessionState {
  /** The token the state belongs to; a new token (a new sign-in) starts over. */
  token?: string;
  userInfo?: UserInfo;
  status: Status;
  start: (token: string, userInfo: UserInfo | undefined) => void;
  settle: (token: string, result: { userInfo: UserInfo } | { error: true }) => void;
  reset: () => void;
}

/** The user-info load shared by every `useSession` caller, so the header and a page never fetch twice. */
export const useSessionStore = create<SessionState>()((set, get) => ({
  token: undefined,
  userInfo: undefined,
  status: 'idle',
  start: (token, userInfo) => set({ token, userInfo, status: 'loading' }),
  settle: (token, result) => {
    // A late answer for a token that has since changed is dropped.
    if (get().token !== token) return;
    set('error' in result ? { status: 'error' } : { userInfo: result.userInfo, status: 'success' });
  },
  reset: () => set({ token: undefined, userInfo: undefined, status: 'idle' }),
}));
