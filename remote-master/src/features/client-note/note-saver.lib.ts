/**
 * The note's autosave (saved as the master types, nothing lost when the app is closed mid-edit), without React: each change waits `delayMs` of quiet, then the latest text is saved;
 * saves run one after another (never two at once, so an older text cannot land after a newer one),
 * and a save that fails is tried again at the next change or flush. A text over `max` is never sent.
 * `flush(true)` is the app going away (pagehide, a hidden page, the card closed): it sends at once,
 * without waiting for a save in flight, as the page may not live to see it end.
 */

export type NoteStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'error' | 'too-long';

export interface NoteSaverOptions {
  initial: string;
  max: number;
  delayMs: number;
  /** Saves the note; `leaving`: the page may be closing (a request that must outlive it). */
  save: (note: string, leaving: boolean) => Promise<unknown>;
  onStatus: (status: NoteStatus) => void;
}

export interface NoteSaver {
  change(value: string): void;
  flush(leaving?: boolean): Promise<void>;
  /** Stops the timer (a pending text is then only saved by a flush). */
  dispose(): void;
}

export function createNoteSaver({ initial, max, delayMs, save, onStatus }: NoteSaverOptions): NoteSaver {
  let value = initial;
  let saved = initial;
  let sending: string | null = null;
  let savedOnce = false;
  let status: NoteStatus = 'idle';
  let timer: ReturnType<typeof setTimeout> | undefined;
  let queue: Promise<void> = Promise.resolve();

  const set = (next: NoteStatus) => {
    if (next === status) return;
    status = next;
    onStatus(next);
  };
  const settled = (): NoteStatus => (value.length > max ? 'too-long' : value !== saved ? 'pending' : savedOnce ? 'saved' : 'idle');
  const stopTimer = () => {
    clearTimeout(timer);
    timer = undefined;
  };

  const send = async (leaving: boolean) => {
    const note = value;
    if (note.length > max || note === saved || note === sending) return;
    sending = note;
    set('saving');
    try {
      await save(note, leaving);
      saved = note;
      savedOnce = true;
      set(settled());
    } catch {
      set('error');
    } finally {
      if (sending === note) sending = null;
    }
  };

  const flush = (leaving = false): Promise<void> => {
    stopTimer();
    if (leaving) return send(true);
    queue = queue.then(() => send(false));
    return queue;
  };

  return {
    change(next) {
      value = next;
      stopTimer();
      const now = settled();
      set(now);
      if (now === 'pending') timer = setTimeout(() => void flush(), delayMs);
    },
    flush,
    dispose: stopTimer,
  };
}
