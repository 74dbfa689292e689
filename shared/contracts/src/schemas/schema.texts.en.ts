import type { Catalogue } from '../catalogue';
import type { schemaTexts } from './schema.texts';

/** The schemas' messages in English. */
export const schemaTextsEn: Catalogue<typeof schemaTexts> = {
  phoneFormat: 'Format: +7 (999) 999-99-99',
  phoneRequired: 'Enter a phone number',
  badLink: 'Invalid link',
  avatarUpload: 'Upload the photo through the profile form',
  nameRequired: 'Enter a name',
  addressRequired: 'Enter an address',
  titleRequired: 'Enter your name',
  descriptionRequired: 'Briefly describe your speciality',
  descriptionMin: 'At least 10 characters',
  rulesMax: 'No more than 2000 characters',
  badUsername: 'Invalid username',
  singleLine: 'One line, without line breaks',
  cutoffOption: 'Choose a time from the list',
  movesOption: 'Choose a number from the list',
  codeFormat: (length) => `The code is ${length} digits`,
  noteMax: (max) => `A note can be at most ${max} characters`,
};
