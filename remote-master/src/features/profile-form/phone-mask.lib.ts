import { IMask } from 'react-imask';

/** The phone input's mask, shown as `+7 (___) ___-__-__` (docs/product.md, Form rules). */
export const PHONE_MASK = '+{7} (000) 000-00-00';
export const PHONE_PLACEHOLDER = '+7 (___) ___-__-__';

/**
 * A stored phone in the mask's shape: '8 999 123 45 67', '+79991234567' and '(999) 123-45-67' all
 * become '+7 (999) 123-45-67'. A leading 8 or 7 of an eleven-digit number is the country code.
 * Anything else is passed through the mask as typed, so a bad value stays visibly bad.
 */
export function formatPhone(raw: string | null | undefined): string {
  const digits = (raw ?? '').replace(/\D/g, '');
  if (digits === '') return '';
  const national = digits.length === 11 && /^[78]/.test(digits) ? digits.slice(1) : digits;
  return IMask.pipe(national, { mask: PHONE_MASK });
}
