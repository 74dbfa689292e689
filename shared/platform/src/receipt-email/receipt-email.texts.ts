/** The receipt's email question (receipt-email.ui.tsx); receipt-email.texts.en.ts has the same keys. */
export const receiptEmailTexts = {
  emailLabel: 'Почта для чека',
  emailHint: 'Телефона для входа у вас нет, поэтому чек об оплате придёт на почту.',
  emailInvalid: 'Проверьте адрес почты',
  emailCancel: 'Отмена',
};
