/**
 * The schemas' messages in Russian (docs/product.md, Form rules): what a form shows under a field
 * and the server answers for it, byte for byte as before English. schema.texts.en.ts has the
 * same keys; schema-messages.lib.ts picks one by valibot's `lang`.
 */
export const schemaTexts = {
  phoneFormat: 'Формат: +7 (999) 999-99-99',
  phoneRequired: 'Укажите телефон',
  badLink: 'Некорректная ссылка',
  avatarUpload: 'Загрузите фото через форму профиля',
  nameRequired: 'Введите название',
  addressRequired: 'Укажите адрес',
  titleRequired: 'Введите имя',
  descriptionRequired: 'Кратко опишите специализацию',
  descriptionMin: 'Минимум 10 символов',
  rulesMax: 'Не более 2000 символов',
  badUsername: 'Некорректное имя пользователя',
  singleLine: 'Одной строкой, без переносов',
  cutoffOption: 'Выберите срок из списка',
  movesOption: 'Выберите число из списка',
  codeFormat: (length: number) => `Код — ${length} цифр`,
  noteMax: (max: number) => `Заметка — не больше ${max} символов`,
};
