// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ProfileForm } from './profile-form.ui';
import { profileDefaults } from './profile-form.lib';

afterEach(cleanup);

function setup(overrides: Partial<ReturnType<typeof profileDefaults>> = {}) {
  const onSubmit = vi.fn(async (_values: unknown, _file: File | null) => undefined);
  render(<ProfileForm defaultValues={{ ...profileDefaults(null, null, 'maria'), ...overrides }} avatar={null} submitLabel="Сохранить" onSubmit={onSubmit} />);
  return { onSubmit, save: () => fireEvent.click(screen.getByRole('button', { name: 'Сохранить' })) };
}

const type = (label: RegExp | string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });
const VALID = { worker_title: 'Мария', worker_description: 'Стрижки и окрашивание', place_address: 'Тверская, 1', place_contacts: { phone: '+7 (999) 123-45-67', vk: '', website: '' } };

describe('profile form (docs/product.md, Form rules)', () => {
  it('an empty submit shows every required message under its field and sends nothing', async () => {
    const { onSubmit, save } = setup();
    save();
    for (const text of ['Введите имя', 'Кратко опишите специализацию', 'Укажите адрес', 'Укажите телефон']) {
      expect(await screen.findByText(text)).toBeTruthy();
    }
    expect(screen.getByLabelText('Имя').getAttribute('aria-describedby')).toBe('pf-title-error');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a short description, a bad phone and bad links get their own messages', async () => {
    const { onSubmit, save } = setup({ ...VALID, worker_description: 'Стрижки', place_contacts: { phone: '+7 (999) 12', vk: 'vk', website: 'site' } });
    save();
    expect(await screen.findByText('Минимум 10 символов')).toBeTruthy();
    expect(screen.getByText('Формат: +7 (999) 999-99-99')).toBeTruthy();
    expect(screen.getAllByText('Некорректная ссылка')).toHaveLength(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("'Онлайн' sets the address to 'Онлайн', disables the field, and the profile is saved with it", async () => {
    const { onSubmit, save } = setup({ ...VALID, place_address: '' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Онлайн' }));
    const address = screen.getByLabelText('Адрес') as HTMLInputElement;
    expect(address.value).toBe('Онлайн');
    expect(address.disabled).toBe(true);
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ place_address: 'Онлайн', online: true });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Онлайн' }));
    expect(address.value).toBe('');
    expect(address.disabled).toBe(false);
  });

  it('masks the phone as it is typed', async () => {
    setup();
    type('Телефон', '9991234567');
    expect((screen.getByLabelText('Телефон') as HTMLInputElement).value).toBe('+7 (999) 123-45-67');
  });

  it('counts the booking rules up to 2000 characters', () => {
    setup();
    type('Правила бронирования', 'Приходите вовремя');
    expect(screen.getByText('17 / 2000')).toBeTruthy();
    expect(screen.getByLabelText('Правила бронирования').getAttribute('maxLength')).toBe('2000');
  });

  it("a server message lands under its field and the user's input stays", async () => {
    const onSubmit = vi.fn(async () => {
      throw { field: 'place_contacts.phone', message: 'Формат: +7 (999) 999-99-99', status: 400 };
    });
    render(<ProfileForm defaultValues={{ ...profileDefaults(null, null, null), ...VALID }} avatar={null} submitLabel="Сохранить" onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    const message = await screen.findByText('Формат: +7 (999) 999-99-99');
    expect(message.id).toBe('pf-phone-error');
    expect((screen.getByLabelText('Имя') as HTMLInputElement).value).toBe('Мария');
  });

  it('an avatar of another type is ignored; one over 5 MB is refused with a message', () => {
    setup();
    const input = screen.getByLabelText('Фото');
    fireEvent.change(input, { target: { files: [new File(['x'], 'cv.pdf', { type: 'application/pdf' })] } });
    expect(screen.queryByRole('alert')).toBeNull();
    const big = new File(['x'], 'me.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(screen.getByRole('alert').textContent).toBe('Файл больше 5 МБ');
  });
});
