import { createStore, useStore } from 'zustand';
import { haptic } from '../telegram/feedback';

/** A notice stays 4 s unless told otherwise (docs/product.md, Constants). */
export const NOTICE_DEFAULT_MS = 4000;

export interface Notice {
  id: number;
  title: string;
  message: string;
  tone: 'success' | 'error';
}

interface NoticeState {
  notices: Notice[];
  push: (notice: Omit<Notice, 'id'>, durationMs?: number) => void;
  dismiss: (id: number) => void;
}

let nextId = 1;

/** The one notification path: API errors and successes are shown through here, with spec texts. */
export const noticeStore = createStore<NoticeState>()((set, get) => ({
  notices: [],
  push: (notice, durationMs = NOTICE_DEFAULT_MS) => {
    const id = nextId++;
    // The same notice again (a second paste, a retried save) replaces the one showing, with a fresh
    // timer, instead of stacking a copy of it.
    const same = (n: Notice) => n.title === notice.title && n.message === notice.message && n.tone === notice.tone;
    set({ notices: [...get().notices.filter((n) => !same(n)), { ...notice, id }] });
    setTimeout(() => get().dismiss(id), durationMs);
  },
  dismiss: (id) => set({ notices: get().notices.filter((n) => n.id !== id) }),
}));

/**
 * Shows a notice. Inside Telegram it comes with haptic feedback of its tone: a success or
 * an error notification for a cancel, a save, a schedule change.
 */
export const notify = (notice: Omit<Notice, 'id'>, durationMs?: number) => {
  haptic(notice.tone);
  noticeStore.getState().push(notice, durationMs);
};

export function useNotices(): Notice[] {
  return useStore(noticeStore, (s) => s.notices);
}
