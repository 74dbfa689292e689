// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ChoiceList } from './choice-list.ui';

describe('place and worker choice list', () => {
  afterEach(cleanup);

  it("reads the prompt and is disabled until a row is picked, then 'Далее' goes on with it", () => {
    const onNext = vi.fn();
    render(<ChoiceList prompt="Выберите адрес" items={[{ id: 4, title: 'Тверская, 12' }, { id: 9, title: 'Арбат, 24' }]} onNext={onNext} />);
    const button = screen.getByRole('button', { name: 'Выберите адрес' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Арбат, 24' }));
    fireEvent.click(screen.getByRole('button', { name: 'Далее' }));
    expect(onNext).toHaveBeenCalledWith(9);
    // Tapping the picked row again unpicks it.
    fireEvent.click(screen.getByRole('button', { name: 'Арбат, 24' }));
    expect((screen.getByRole('button', { name: 'Выберите адрес' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
