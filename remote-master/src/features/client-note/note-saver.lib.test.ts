import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNoteSaver, type NoteStatus } from './note-saver.lib';

let saves: { note: string; leaving: boolean }[];
let statuses: NoteStatus[];
let fail: boolean;
let pending: (() => void)[];
/** A save the test lets finish (`release()`), or refuses (`fail`). */
const save = vi.fn((note: string, leaving: boolean) => {
  saves.push({ note, leaving });
  return new Promise<void>((resolve, reject) => pending.push(() => (fail ? reject(new Error('503')) : resolve())));
});
const release = async () => {
  pending.shift()?.();
  await vi.advanceTimersByTimeAsync(0);
};
const make = (initial = '') => createNoteSaver({ initial, max: 10, delayMs: 800, save, onStatus: (s) => statuses.push(s) });

beforeEach(() => {
  vi.useFakeTimers();
  saves = [];
  statuses = [];
  fail = false;
  pending = [];
});
afterEach(() => vi.useRealTimers());

describe('the note saves itself as the master types', () => {
  it('one save of the latest text once typing pauses, then saved', async () => {
    const saver = make();
    saver.change('а');
    await vi.advanceTimersByTimeAsync(500);
    saver.change('аб');
    await vi.advanceTimersByTimeAsync(799);
    expect(saves).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(saves).toEqual([{ note: 'аб', leaving: false }]);
    await release();
    expect(statuses).toEqual(['pending', 'saving', 'saved']);
  });

  it('never two saves at once: text typed during a save is saved after it, the older never after the newer', async () => {
    const saver = make();
    saver.change('раз');
    await vi.advanceTimersByTimeAsync(800);
    saver.change('раз два');
    await vi.advanceTimersByTimeAsync(800);
    expect(saves.map((s) => s.note)).toEqual(['раз']);
    await release();
    expect(saves.map((s) => s.note)).toEqual(['раз', 'раз два']);
    await release();
    expect(statuses.at(-1)).toBe('saved');
  });

  it('a text over the limit is not sent; shortened, it is', async () => {
    const saver = make();
    saver.change('12345678901');
    await vi.advanceTimersByTimeAsync(5000);
    await saver.flush(true);
    expect(saves).toEqual([]);
    expect(statuses).toEqual(['too-long']);
    saver.change('1234567890');
    await vi.advanceTimersByTimeAsync(800);
    expect(saves.map((s) => s.note)).toEqual(['1234567890']);
  });

  it('leaving sends the pending text at once, as leaving, without waiting for the pause', async () => {
    const saver = make('старое');
    saver.change('новое');
    void saver.flush(true);
    expect(saves).toEqual([{ note: 'новое', leaving: true }]);
    await release();
    await vi.advanceTimersByTimeAsync(2000);
    expect(saves).toHaveLength(1);
  });

  it('nothing is sent when the text is what was saved', async () => {
    const saver = make('как было');
    saver.change('как было!');
    saver.change('как было');
    await vi.advanceTimersByTimeAsync(2000);
    await saver.flush(true);
    expect(saves).toEqual([]);
  });

  it('a failed save says so and is tried again on the next flush', async () => {
    const saver = make();
    fail = true;
    saver.change('текст');
    await vi.advanceTimersByTimeAsync(800);
    await release();
    expect(statuses.at(-1)).toBe('error');
    fail = false;
    const again = saver.flush();
    await vi.advanceTimersByTimeAsync(0);
    await release();
    await again;
    expect(saves.map((s) => s.note)).toEqual(['текст', 'текст']);
    expect(statuses.at(-1)).toBe('saved');
  });
});
