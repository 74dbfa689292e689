import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { WorkerProfileSchema } from './worker-profile.schema';

const valid = {
  telegram_id: 1,
  business_name: 'Мария',
  place_name: 'Мария',
  place_address: 'Онлайн',
  place_contacts: { phone: '+7 (999) 123-45-67', vk: null, website: '' },
  worker_title: 'Мария',
  worker_description: 'Парикмахер-стилист',
};
const firstMessage = (input: unknown) => {
  const r = v.safeParse(WorkerProfileSchema, input);
  return r.success ? null : r.issues[0].message;
};

describe('worker profile form (docs/product.md, Form rules)', () => {
  it('accepts a complete profile and the phone formats the spec allows', () => {
    expect(firstMessage(valid)).toBeNull();
    for (const phone of ['89991234567', '9991234567', '+7 999 123 45 67', '8 (999) 123-45-67']) {
      expect(firstMessage({ ...valid, place_contacts: { phone } })).toBeNull();
    }
  });

  it('accepts http and https links, and vk.com addresses for vk', () => {
    for (const [vk, website] of [['https://vk.com/lime', 'https://lime.example/'], ['https://m.vk.com/lime', 'http://lime.example/price?x=1'], [null, '']]) {
      expect(firstMessage({ ...valid, place_contacts: { phone: '+7 999 123 45 67', vk, website } })).toBeNull();
    }
  });

  it.each([
    [{ worker_title: '  ' }, 'Введите имя'],
    [{ worker_description: '  ' }, 'Кратко опишите специализацию'],
    [{ worker_description: 'Стрижки' }, 'Минимум 10 символов'],
    [{ place_address: '' }, 'Укажите адрес'],
    [{ place_contacts: { phone: '' } }, 'Укажите телефон'],
    [{ place_contacts: { phone: '12345' } }, 'Формат: +7 (999) 999-99-99'],
    [{ place_contacts: { phone: '+7 999 123 45 67', vk: 'not a link' } }, 'Некорректная ссылка'],
    // A place's links are served to every client: only web addresses, and vk only on vk.com.
    [{ place_contacts: { phone: '+7 999 123 45 67', website: 'javascript:alert(1)' } }, 'Некорректная ссылка'],
    [{ place_contacts: { phone: '+7 999 123 45 67', website: 'data:text/html,<script>alert(1)</script>' } }, 'Некорректная ссылка'],
    [{ place_contacts: { phone: '+7 999 123 45 67', website: 'ftp://example.org/' } }, 'Некорректная ссылка'],
    [{ place_contacts: { phone: '+7 999 123 45 67', vk: 'javascript:alert(1)//vk.com' } }, 'Некорректная ссылка'],
    [{ place_contacts: { phone: '+7 999 123 45 67', vk: 'https://example.org/vk.com' } }, 'Некорректная ссылка'],
    [{ place_contacts: { phone: '+7 999 123 45 67', vk: 'https://evilvk.com/lime' } }, 'Некорректная ссылка'],
  ])('refuses %j with the spec message', (over, message) => {
    expect(firstMessage({ ...valid, ...over })).toBe(message);
  });
});
