import { afterEach, describe, expect, it, vi } from 'vitest';
import { noticeStore, notify } from './notice.store';

describe('notices', () => {
  afterEach(() => {
    vi.useRealTimers();
    noticeStore.setState({ notices: [] });
  });

  it('the same notice again replaces the one showing and stays its full time from then', () => {
    vi.useFakeTimers();
    notify({ title: 'Готово', message: 'Расписание вставлено', tone: 'success' });
    vi.advanceTimersByTime(3000);
    notify({ title: 'Готово', message: 'Расписание вставлено', tone: 'success' });
    expect(noticeStore.getState().notices).toHaveLength(1);
    vi.advanceTimersByTime(3000);
    expect(noticeStore.getState().notices).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    expect(noticeStore.getState().notices).toHaveLength(0);
  });

  it('different notices stack and each leaves after 4 s', () => {
    vi.useFakeTimers();
    notify({ title: 'Готово', message: 'Расписание вставлено', tone: 'success' });
    notify({ title: 'Ошибка', message: 'Не удалось вставить расписание', tone: 'error' });
    expect(noticeStore.getState().notices.map((n) => n.title)).toEqual(['Готово', 'Ошибка']);
    vi.advanceTimersByTime(4000);
    expect(noticeStore.getState().notices).toHaveLength(0);
  });
});
