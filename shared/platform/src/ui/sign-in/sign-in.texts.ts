/** The sign-in sheet (outside the messengers), in Russian; sign-in.texts.en.ts has the same keys. */
export const signInTexts = {
  title: 'Вход',
  hint: 'Войдите по номеру телефона — пришлём код в СМС.',
  name: 'Имя',
  phone: 'Номер телефона',
  getCode: 'Получить код',
  codeSentTo: (phone: string) => `Код отправлен на ${phone}`,
  code: 'Код из СМС',
  signIn: 'Войти',
  resend: 'Отправить код ещё раз',
  resendIn: (seconds: number) => `Отправить код ещё раз через ${seconds} с`,
  changePhone: 'Изменить номер',
  off: 'Вход по телефону здесь выключен. Откройте приложение в Telegram.',
  failed: 'Не удалось войти. Попробуйте ещё раз.',
  demo: 'Демо-вход',
  demoHint: 'Войдите от имени демо-пользователя.',
  signOut: 'Выйти',
};
