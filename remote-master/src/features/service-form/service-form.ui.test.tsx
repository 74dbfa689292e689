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

  describe("'Предоплата'", () => {
    const filled = { ...serviceDefaults(null, 3), title: 'Стрижка', price: '2000' };
    const renderForm = (props: Partial<Parameters<typeof ServiceForm>[0]> = {}) => {
      const onSubmit = vi.fn(async (_values: unknown) => undefined);
      render(<ServiceForm categories={CATEGORIES} defaultValues={filled} submitLabel="Сохранить" onSubmit={onSubmit} onCreateCategory={vi.fn()} shop="connected" {...props} />);
      return onSubmit;
    };
    const choice = () => screen.getByLabelText('Предоплата') as HTMLSelectElement;

    it('a percent of the price: what the client pays shows as it is typed, and the form sends the type and the value', async () => {
      const onSubmit = renderForm();
      expect(Array.from(choice().options).map((o) => o.textContent)).toEqual(['Без предоплаты', 'Сумма, ₽', 'Процент от цены']);
      expect(choice().disabled).toBe(false);
      fireEvent.change(choice(), { target: { value: 'percent' } });
      fireEvent.change(screen.getByLabelText('Процент предоплаты'), { target: { value: '3a0' } });
      expect(screen.getByTestId('deposit-sum').textContent!.replaceAll('\u00a0', ' ')).toBe('Клиент внесёт 600 ₽');
      fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
      await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
      expect(onSubmit.mock.calls[0]![0]).toMatchObject({ price: 2000, deposit_type: 'percent', deposit_value: 30 });
    });

    it('none sends 0; a sum above the price and a percent over 100 are refused here, each said under the value', async () => {
      const onSubmit = renderForm();
      fireEvent.change(choice(), { target: { value: 'fixed' } });
      fireEvent.change(screen.getByLabelText('Сумма предоплаты, ₽'), { target: { value: '2500' } });
      fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
      expect(await screen.findByText('Предоплата не может быть больше цены')).toBeTruthy();
      fireEvent.change(choice(), { target: { value: 'percent' } });
      fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
      expect(await screen.findByText('Процент — от 1 до 100')).toBeTruthy();
      expect(onSubmit).not.toHaveBeenCalled();
      fireEvent.change(choice(), { target: { value: 'none' } });
      expect(screen.queryByLabelText('Процент предоплаты')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
      await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
      expect(onSubmit.mock.calls[0]![0]).toMatchObject({ deposit_type: 'none', deposit_value: 0 });
    });

    it("the server's refusal of the deposit lands under the value", async () => {
      const onSubmit = vi.fn(async () => {
        throw { field: 'deposit_value', message: 'Предоплата больше цены услуги', status: 400, code: 'service.deposit_above_price' };
      });
      render(<ServiceForm categories={CATEGORIES} defaultValues={{ ...filled, deposit_type: 'fixed', deposit_value: '500' }} submitLabel="Сохранить" onSubmit={onSubmit} onCreateCategory={vi.fn()} shop="connected" />);
      fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
      expect((await screen.findByRole('alert')).id).toBe('sf-deposit-value-error');
      expect(screen.getByRole('alert').textContent).toBe('Предоплата больше цены услуги');
      expect((screen.getByLabelText('Сумма предоплаты, ₽') as HTMLInputElement).value).toBe('500');
    });

    it('without a connected shop the choice is locked, says why and leads to the profile', () => {
      const onOpen = vi.fn();
      renderForm({ shop: 'not-connected', paymentSettings: { href: '/profile#payment-settings', onOpen } });
      expect(choice().disabled).toBe(true);
      expect(screen.getByTestId('deposit-needs-shop').textContent).toContain('Чтобы брать предоплату, подключите приём оплаты в профиле');
      const link = screen.getByRole('link', { name: 'Открыть приём оплаты' });
      expect(link.getAttribute('href')).toBe('/profile#payment-settings');
      fireEvent.click(link);
      expect(onOpen).toHaveBeenCalledOnce();
    });

    it('while the shop is being read the choice waits, with nothing said', () => {
      renderForm({ shop: 'unknown' });
      expect(choice().disabled).toBe(true);
      expect(screen.queryByTestId('deposit-needs-shop')).toBeNull();
    });
  });
});
