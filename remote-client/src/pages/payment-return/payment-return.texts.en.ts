import type { Catalogue } from '@booking/platform';
import type { paymentReturnTexts } from './payment-return.texts';

export const paymentReturnTextsEn: Catalogue<typeof paymentReturnTexts> = {
  awaiting: 'Waiting for the payment…',
  late: 'The payment hasn’t arrived yet. If you have paid, the booking will be confirmed by itself: check it in the app',
  released: 'The time has been released: the payment didn’t arrive in time',
  invalid: 'This payment link is invalid',
  when: (worker: string, date: string, time: string) => `${worker}, ${date} at ${time}`,
  backToTelegram: 'Back to Telegram',
  backToMax: 'Back to MAX',
};
