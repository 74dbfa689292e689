import { createStore, useStore } from 'zustand';

/** Spec section 9: a notice stays 4 s unless told otherwise. */
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
    set({ notices: [...get().notices, { ...notice, id }] });
    setTimeout(() => get().dismiss(id), durationMs);
  },
  dismiss: (id) => set({ notices: get().notices.filter((n) => n.id !== id) }),
}));

export const notify = (notice: Omit<Notice, 'id'>, durationMs?: number) => noticeStore.getState().push(notice, durationMs);

export function useNotices(): Notice[] {
  return useStore(noticeStore, (s) => s.notices);
}
