// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ServiceForm } from './service-form.ui';
import { serviceDefaults } from './service-form.lib';

afterEach(cleanup);

const CATEGORIES = [{ id: 3, name: 'Стрижки', worker_id: 7 }];

function setup(categories = CATEGORIES) {
  const onSubmit = vi.fn(async (_values: unknown) => undefined);
  const onCreateCategory = vi.fn(async (name: string) => ({ id: 9, name, worker_id: 7 }));
  render(
    <ServiceForm categories={categories} defaultValues={serviceDefaults(null, categories[0]?.id ?? null)} submitLabel="Сохранить" onSubmit={onSubmit} onCreateCategory={onCreateCategory} />,
  );
  return { onSubmit, onCreateCategory };
}

describe('service form', () => {
  it('an empty submit names each missing field and sends nothing', async () => {
    const { onSubmit } = setup([]);
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Выберите категорию')).toBeTruthy();
    expect(screen.getByText('Введите название')).toBeTruthy();
    expect(screen.getByText('Укажите цену')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('the price keeps digits only as it is typed', () => {
    setup();
    const price = screen.getByLabelText('Цена, ₽') as HTMLInputElement;
    fireEvent.change(price, { target: { value: '1 5a0-0' } });
    expect(price.value).toBe('1500');
  });

  it('creates a category by its trimmed name and selects it; an empty name is refused', async () => {
    const { onCreateCategory, onSubmit } = setup([]);
    const name = screen.getByLabelText('Название категории');
    fireEvent.change(name, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
    expect(await screen.findByText('Введите название категории')).toBeTruthy();
    expect(onCreateCategory).not.toHaveBeenCalled();
    fireEvent.change(name, { target: { value: '  Ногти ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(onCreateCategory).toHaveBeenCalledWith('Ногти'));
    fireEvent.change(screen.getByLabelText('Название'), { target: { value: 'Маникюр' } });
    fireEvent.change(screen.getByLabelText('Цена, ₽'), { target: { value: '2000' } });
    fireEvent.change(screen.getByLabelText('Длительность'), { target: { value: '90' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ category_id: 9, title: 'Маникюр', price: 2000, slot_duration: 90, booking_deadline: 15, status: 'active' });
  });

  it('a refusal without a field shows its message above the button and keeps the input', async () => {
    const onSubmit = vi.fn(async () => {
      throw { field: null, message: 'На тарифе «Бесплатный» можно создать не больше 10 услуг', status: 409 };
    });
    render(<ServiceForm categories={CATEGORIES} defaultValues={{ ...serviceDefaults(null, 3), title: 'Стрижка', price: '900' }} submitLabel="Сохранить" onSubmit={onSubmit} onCreateCategory={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect((await screen.findByRole('alert')).textContent).toContain('не больше 10 услуг');
    expect((screen.getByLabelText('Название') as HTMLInputElement).value).toBe('Стрижка');
  });
});
