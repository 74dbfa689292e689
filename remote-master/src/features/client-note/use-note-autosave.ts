import { useEffect, useRef, useState } from 'react';
import { useClosingConfirmation } from '@booking/platform';
import { createNoteSaver, type NoteSaver, type NoteStatus } from './note-saver.lib';

/** Quiet time after the last keystroke before the note is saved. */
export const NOTE_SAVE_DELAY_MS = 800;

/**
 * The note as the master types it, saved by {@link createNoteSaver}: after a pause, on blur, and at
 * once with a request that outlives the page when the card closes (unmount), the page is hidden or
 * goes away (pagehide). Telegram asks before closing only while a text could be lost (too long, or
 * its save failed).
 */
export function useNoteAutosave(initial: string, max: number, save: (note: string, leaving: boolean) => Promise<unknown>) {
  const [value, setValue] = useState(initial);
  const [status, setStatus] = useState<NoteStatus>('idle');
  const saveRef = useRef(save);
  saveRef.current = save;
  const saver = useRef<NoteSaver | null>(null);
  saver.current ??= createNoteSaver({ initial, max, delayMs: NOTE_SAVE_DELAY_MS, save: (note, leaving) => saveRef.current(note, leaving), onStatus: setStatus });

  useEffect(() => {
    const s = saver.current!;
    const leave = () => void s.flush(true);
    const hidden = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', hidden);
      s.dispose();
      leave();
    };
  }, []);
  useClosingConfirmation(status === 'too-long' || status === 'error');

  return {
    value,
    status,
    change: (next: string) => {
      setValue(next);
      saver.current!.change(next);
    },
    flush: () => void saver.current!.flush(),
  };
}
