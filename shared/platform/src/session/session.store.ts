import { createStore, useStore } from 'zustand';
import type { User as TelegramUser } from '@telegram-apps/sdk';

// Whether the caller is a master is server state (workerByTelegramQuery), not kept here.

/** What Telegram told us at launch: the raw init data goes to the API on every request. */
export interface LaunchData {
  rawInitData: string;
  user: TelegramUser | null;
  platform: string;
  version: string;
  startParam: string | null;
}

export interface SessionState {
  /** Random per page load: equal in the shell and every remote only if the store is one singleton. */
  readonly instanceId: string;
  launch: LaunchData | null;
  setLaunch: (launch: LaunchData | null) => void;
}

/** The one session store (vanilla, so non-React code such as the API client can read it). */
export const sessionStore = createStore<SessionState>()((set) => ({
  instanceId: Math.random().toString(36).slice(2, 10),
  launch: null,
  setLaunch: (launch) => set({ launch }),
}));

/** React binding of {@link sessionStore}. */
export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}
