import { createStore, useStore } from 'zustand';

/** The copied day: 'Копировать' remembers it, 'Вставить' pastes it (docs/product.md, States). */
export interface CopiedDay {
  workerId: number;
  date: string;
}

/** Client state of the schedule: the copied day survives moving between days and tabs. */
export const scheduleClipboard = createStore<{ copied: CopiedDay | null; copy: (day: CopiedDay) => void; clear: () => void }>()((set) => ({
  copied: null,
  copy: (copied) => set({ copied }),
  clear: () => set({ copied: null }),
}));

export const useCopiedDay = () => useStore(scheduleClipboard, (s) => s.copied);

/** 'Вставить' is offered on another day of the same master that is not past. */
export function canPaste(copied: CopiedDay | null, workerId: number, date: string, isPast: boolean): copied is CopiedDay {
  return copied !== null && copied.workerId === workerId && copied.date !== date && !isPast;
}
