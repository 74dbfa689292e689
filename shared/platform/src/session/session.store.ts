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

/** A MAX user as its init data carries it (the fields the app reads); the id is MAX's, not the app's person id. */
export interface MaxUser {
  id: number;
  first_name: string;
  last_name?: string | null;
  username?: string | null;
  language_code?: string | null;
  photo_url?: string | null;
}

/**
 * What MAX told us at launch: the raw init data goes to the API on every request (`X-Max-Init-Data`).
 * Who the person is comes from GET /me: MAX's user id is not the app's person id.
 */
export interface MaxLaunchData {
  rawInitData: string;
  user: MaxUser | null;
  /** `ios`, `android`, `desktop` or `web`; '' after a reload that kept only the init data. */
  platform: string;
  version: string;
  startParam: string | null;
}

/** Where the page runs: inside Telegram (or with its launch data in a browser), inside MAX, or in a plain browser. */
export type Container = 'telegram' | 'max' | 'web';

/** What GET /me told a page opened without launch data: whether sign-in by phone works, and the demo's choice. */
export interface WebSignIn {
  webSignIn: boolean;
  demo: boolean;
}

export interface SessionState {
  /** Random per page load: equal in the shell and every remote only if the store is one singleton. */
  readonly instanceId: string;
  /** Where the page runs; null until the start-up has decided. */
  container: Container | null;
  /** Telegram's launch data (null in MAX and in a plain browser). */
  launch: LaunchData | null;
  /** MAX's launch data (null elsewhere). */
  max: MaxLaunchData | null;
  /** Outside Telegram: the person GET /me named (MAX's, or the sign-in session's), or null for a guest. */
  person: Person | null;
  /** Outside the messengers: what sign-in offers here; null inside Telegram and MAX (the person is known there). */
  web: WebSignIn | null;
  setContainer: (container: Container | null) => void;
  setLaunch: (launch: LaunchData | null) => void;
  setMax: (max: MaxLaunchData | null) => void;
  setPerson: (person: Person | null) => void;
  setWeb: (web: WebSignIn | null) => void;
}

/** The one session store (vanilla, so non-React code such as the API client can read it). */
export const sessionStore = createStore<SessionState>()((set) => ({
  instanceId: Math.random().toString(36).slice(2, 10),
  container: null,
  launch: null,
  max: null,
  person: null,
  web: null,
  setContainer: (container) => set({ container }),
  setLaunch: (launch) => set({ launch }),
  setMax: (max) => set({ max }),
  setPerson: (person) => set({ person }),
  setWeb: (web) => set({ web }),
}));

/**
 * The person's id, whatever the way in (the spec's telegram_id): Telegram's launch data user, else
 * the person GET /me named (a sign-in session's, or inside MAX, whose user id is not a person id).
 */
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
