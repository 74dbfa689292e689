import type { smsTexts } from './sms.texts';

/** The server's SMS in English. */
export const smsTextsEn: typeof smsTexts = {
  signInCode: (code, minutes) => `${code} is your sign-in code for booking. It is valid for ${minutes} min. Do not share it with anyone.`,
};
