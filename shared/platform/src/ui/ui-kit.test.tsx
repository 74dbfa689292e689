// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Avatar, initials } from './avatar.ui';
import { Button } from './button.ui';
import { ConfirmHost } from './confirm-host.ui';
import { confirm } from './confirm.store';
import { MainButton } from './main-button.ui';
import { Modal } from './modal.ui';
import { QueryState } from './query-state.ui';

afterEach(cleanup);

describe('confirm() outside Telegram', () => {
  const ask = () => confirm({ title: 'Отмена бронирования', message: 'Отменить запись?', confirmLabel: 'Отменить запись', cancelLabel: 'Назад', destructive: true });

  it('shows an accessible dialog and resolves true for the confirm button', async () => {
    render(<ConfirmHost />);
    let answer!: Promise<boolean>;
    act(() => void (answer = ask()));
    const dialog = screen.getByRole('alertdialog', { name: 'Отмена бронирования' });
    expect(dialog.textContent).toContain('Отменить запись?');
    // Focus starts on the safe button.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Назад' }));
    fireEvent.click(screen.getByRole('button', { name: 'Отменить запись' }));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('resolves false for cancel, Escape and the overlay', async () => {
    render(<ConfirmHost />);
    for (const dismiss of [
      () => fireEvent.click(screen.getByRole('button', { name: 'Назад' })),
      () => fireEvent.keyDown(document, { key: 'Escape' }),
      () => fireEvent.click(screen.getByTestId('modal-overlay')),
    ]) {
      let answer!: Promise<boolean>;
      act(() => void (answer = ask()));
      act(dismiss);
      await expect(answer).resolves.toBe(false);
      expect(screen.queryByRole('alertdialog')).toBeNull();
    }
  });
});

describe('MainButton outside Telegram', () => {
  it('is an on-page button that runs the action', () => {
    const onClick = vi.fn();
    render(<MainButton text="Далее" onClick={onClick} />);
    fireEvent.click(screen.getByRole('button', { name: 'Далее' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('disabled or busy, it does not run the action', () => {
    const onClick = vi.fn();
    const { rerender } = render(<MainButton text="Далее" onClick={onClick} disabled />);
    fireEvent.click(screen.getByRole('button', { name: 'Далее' }));
    rerender(<MainButton text="Далее" onClick={onClick} busy />);
    expect(screen.getByRole('button', { name: 'Далее' }).getAttribute('aria-busy')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Далее' }));
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('QueryState', () => {
  const base = { refetch: vi.fn() } as never;
  const renderState = (query: object) =>
    render(
      <QueryState query={{ ...(base as object), isPending: false, isError: false, data: undefined, ...query } as never} isEmpty={(d: string[]) => d.length === 0} empty="Мастеров нет">
        {(data: string[]) => <ul>{data.map((d) => <li key={d}>{d}</li>)}</ul>}
      </QueryState>,
    );

  it('loading says Загрузка...', () => {
    renderState({ isPending: true });
    expect(screen.getByRole('status').textContent).toContain('Загрузка...');
  });

  it('error says Ошибка загрузки данных and Повторить refetches', () => {
    const refetch = vi.fn();
    renderState({ isError: true, refetch });
    expect(screen.getByRole('alert').textContent).toContain('Ошибка загрузки данных');
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('empty data shows the empty text; data renders the children', () => {
    renderState({ data: [] });
    expect(screen.getByText('Мастеров нет')).toBeTruthy();
    cleanup();
    renderState({ data: ['Мария'] });
    expect(screen.getByRole('listitem').textContent).toBe('Мария');
  });
});

describe('Modal', () => {
  it('keeps Tab inside and closes on Escape, the overlay and ×, returning focus', () => {
    const onClose = vi.fn();
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const { unmount } = render(
      <Modal title="Галерея" onClose={onClose}>
        <button type="button">Вперёд</button>
      </Modal>,
    );
    const close = screen.getByRole('button', { name: 'Закрыть' });
    const next = screen.getByRole('button', { name: 'Вперёд' });
    expect(document.activeElement).toBe(close);
    next.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(next);
    fireEvent.click(screen.getByRole('dialog', { name: 'Галерея' }));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(screen.getByTestId('modal-overlay'));
    fireEvent.click(close);
    expect(onClose).toHaveBeenCalledTimes(3);
    unmount();
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });
});

describe('Avatar and Button', () => {
  it('without a picture the avatar shows the initials', () => {
    expect(initials('Мария Иванова')).toBe('МИ');
    expect(initials('  лайм ')).toBe('Л');
    expect(initials('')).toBe('?');
    expect(initials('Студия «Лайм»')).toBe('СЛ');
    render(<Avatar src={null} name="Мария Иванова" />);
    expect(screen.getByTestId('avatar-initials').textContent).toBe('МИ');
  });

  it('a busy button cannot be clicked', () => {
    const onClick = vi.fn();
    render(<Button busy onClick={onClick}>Сохранить</Button>);
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(onClick).not.toHaveBeenCalled();
  });
});
