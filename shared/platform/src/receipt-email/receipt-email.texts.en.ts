import type { Catalogue } from '../i18n/catalogue';
import type { receiptEmailTexts } from './receipt-email.texts';

/** The receipt's email question in English. */
export const receiptEmailTextsEn: Catalogue<typeof receiptEmailTexts> = {
  emailLabel: 'Email for the receipt',
  emailHint: 'You have no sign-in phone, so the receipt will be sent by email.',
  emailInvalid: 'Check the email address',
  emailCancel: 'Cancel',
};
