import type { Catalogue } from '../i18n/catalogue';
import type { formatTexts } from './format.texts';

/** English durations ('1 h 30 min') and prices ('1,500 ₽'). */
export const formatTextsEn: Catalogue<typeof formatTexts> = {
  hours: (n) => `${n} h`,
  minutes: (n) => `${n} min`,
  hoursAndMinutes: (hours, minutes) => `${hours} ${minutes}`,
  thousands: ',',
};
