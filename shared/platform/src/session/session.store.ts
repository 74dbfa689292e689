import { createStore, useStore } from 'zustand';
import type { User as TelegramUser } from '@telegram-apps/sdk';
import type { Person } from '@booking/contracts/schemas';

// Whether the caller is a master is server state (workerByTelegramQuery), not kept here.

/** What Telegram told us at launch: the raw init data goes to the API on every request. */
export interface LaunchData {
  rawInitData: string;
  user: TelegramUser | null;
  platform: string;
  version: string;
  startParam: string | null;
}

/** What GET /me told a page opened without launch data: whether sign-in by phone works, and the demo's choice. */
export interface WebSignIn {
  webSignIn: boolean;
  demo: boolean;
}

export interface SessionState {
  /** Random per page load: equal in the shell and every remote only if the store is one singleton. */
  readonly instanceId: string;
  launch: LaunchData | null;
  /** Outside the messengers: the person of the sign-in session (GET /me), or null for a guest. */
  person: Person | null;
  /** Outside the messengers: what sign-in offers here; null inside Telegram. */
  web: WebSignIn | null;
  setLaunch: (launch: LaunchData | null) => void;
  setPerson: (person: Person | null) => void;
  setWeb: (web: WebSignIn | null) => void;
}

/** The one session store (vanilla, so non-React code such as the API client can read it). */
export const sessionStore = createStore<SessionState>()((set) => ({
  instanceId: Math.random().toString(36).slice(2, 10),
  launch: null,
  person: null,
  web: null,
  setLaunch: (launch) => set({ launch }),
  setPerson: (person) => set({ person }),
  setWeb: (web) => set({ web }),
}));

/** The person's id, whatever the way in (the spec's telegram_id): the launch data's user, else the sign-in session's person. */
export const callerIdOf = (s: Pick<SessionState, 'launch' | 'person'>): number | null => s.launch?.user?.id ?? s.person?.id ?? null;

/** The person's names, whatever the way in. */
export const callerOf = (s: Pick<SessionState, 'launch' | 'person'>): { id: number; first_name: string; last_name?: string | null; photo_url?: string } | null =>
  s.launch?.user ?? s.person ?? null;

/** React binding of {@link sessionStore}. */
export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}

/** The caller's id in a component (null for a guest, or launch data without a user). */
export const useCallerId = (): number | null => useSession(callerIdOf);
