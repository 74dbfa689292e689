/** The texts of the server's SMS in Russian (sms.texts.en.ts has the same keys). */
export const smsTexts = {
  /** A sign-in code: the code first, so a phone's preview shows it. */
  signInCode: (code: string, minutes: number) => `${code} — код для входа в запись к мастеру. Действует ${minutes} мин. Никому его не сообщайте.`,
};
