// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';

const save = vi.fn();
const notify = vi.fn();
vi.mock('../entities/users.api', () => ({ saveLanguageChoice: (language: string) => save(language) }));
vi.mock('./notice.store', () => ({ notify: (notice: unknown) => notify(notice) }));
const { LanguageChoice } = await import('./language-choice.ui');
const { LANGUAGE_CHOICE_KEY, setLanguage } = await import('../i18n/language');

const reload = vi.fn();
Object.defineProperty(window, 'location', { value: { ...window.location, reload }, writable: true });

afterEach(() => {
  cleanup();
  save.mockReset();
  notify.mockReset();
  reload.mockReset();
  localStorage.clear();
  setLanguage('ru');
});

describe("'Язык': the person's choice", () => {
  it('names each language in itself, shows the current one, and a choice is kept on the server and this device before the page starts again', async () => {
    save.mockResolvedValue({ language: 'en', chosen: 'en' });
    render(<LanguageChoice />);
    const select = screen.getByLabelText('Язык') as HTMLSelectElement;
    expect(Array.from(select.options).map((o) => [o.value, o.textContent, o.lang])).toEqual([['ru', 'Русский', 'ru'], ['en', 'English', 'en']]);
    expect(select.value).toBe('ru');
    fireEvent.change(select, { target: { value: 'en' } });
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenCalledWith('en');
    expect(localStorage.getItem(LANGUAGE_CHOICE_KEY)).toBe('en');
  });

  it('a failed save says so in the notices, keeps the language, and stores nothing', async () => {
    save.mockRejectedValue(new Error('offline'));
    render(<LanguageChoice />);
    fireEvent.change(screen.getByLabelText('Язык'), { target: { value: 'en' } });
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ tone: 'error', title: 'Не удалось сменить язык', message: '' }));
    expect(reload).not.toHaveBeenCalled();
    expect(localStorage.getItem(LANGUAGE_CHOICE_KEY)).toBeNull();
    expect((screen.getByLabelText('Язык') as HTMLSelectElement).disabled).toBe(false);
  });
});
