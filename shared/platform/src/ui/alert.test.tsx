// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { alert } from './alert';
import { ConfirmHost } from './confirm-host.ui';

afterEach(cleanup);

describe('alert() outside Telegram', () => {
  it('shows the message with one button and resolves when it is pressed', async () => {
    render(<ConfirmHost />);
    let done = false;
    let shown!: Promise<void>;
    act(() => void (shown = alert({ title: 'Ошибка', message: 'Не удалось записаться: занято', okLabel: 'Понятно' }).then(() => void (done = true))));
    const dialog = await screen.findByRole('alertdialog', { name: 'Ошибка' });
    expect(dialog.textContent).toContain('Не удалось записаться: занято');
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Понятно']);
    expect(done).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Понятно' }));
    await act(() => shown);
    expect(done).toBe(true);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
