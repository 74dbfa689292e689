import type { Catalogue } from '../../i18n/catalogue';
import type { signInTexts } from './sign-in.texts';

/** The sign-in sheet in English. */
export const signInTextsEn: Catalogue<typeof signInTexts> = {
  title: 'Sign in',
  hint: 'Sign in with your phone number: we will text you a code.',
  name: 'Name',
  phone: 'Phone number',
  getCode: 'Get a code',
  codeSentTo: (phone) => `The code was sent to ${phone}`,
  code: 'Code from the SMS',
  signIn: 'Sign in',
  resend: 'Send the code again',
  resendIn: (seconds) => `Send the code again in ${seconds} s`,
  changePhone: 'Change the number',
  off: 'Sign-in by phone is off here. Open the app in Telegram.',
  failed: 'Could not sign in. Please try again.',
  demo: 'Demo sign-in',
  demoHint: 'Sign in as a demo user.',
  signOut: 'Sign out',
  linkTitle: 'Phone for signing in without Telegram',
  linkHint: 'With this number you sign in from any browser, to the same bookings and cabinet.',
  linkOpen: 'Link a phone',
  linkConfirm: 'Confirm',
  linked: (phone) => `Phone for signing in: ${phone}`,
  joined: (bookings) => `Bookings made with this number are now here: ${bookings}`,
};
