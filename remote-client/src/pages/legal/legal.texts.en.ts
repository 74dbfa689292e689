import type { Catalogue } from '@booking/platform';
import type { LegalText } from './legal.texts';

/** The privacy policy in English: the same sections and paragraphs as the Russian, in the same order. */
export const privacyTextEn: Catalogue<LegalText> = {
  title: 'Privacy policy',
  sections: [
    {
      heading: 'What we store',
      paragraphs: [
        'Your Telegram ID, first and last name, username and the link to your profile photo: Telegram passes them on when you open the app.',
        'Your time zone: your browser reports it once, so that booking times are shown correctly.',
        'Your bookings: with which specialist, at which place, for which services, the date and time, and the booking’s status.',
        'If you are a specialist, also your profile data: the name, description, address and contacts of your place, your services, schedule and booking rules.',
      ],
    },
    {
      heading: 'Why',
      paragraphs: [
        'Your Telegram ID lets us recognise you without a password and show you only your own bookings.',
        'Your name and photo are seen by the specialist you have booked with, so they know whom to expect. Your username lets the specialist message you on Telegram.',
        'Your time zone lets us warn you when the specialist is in another city.',
        'Bookings are stored so that you and the specialist can see them, cancel them or book them again.',
      ],
    },
    {
      heading: 'Who we share it with',
      paragraphs: [
        'No one except the specialist you have booked with: they see your name, photo, username and the services you chose. We do not sell data and do not show ads.',
      ],
    },
    {
      heading: 'How to delete your data',
      paragraphs: ['Message the bot’s owner on Telegram and we will delete your profile and bookings. The specialist may keep past bookings for their own records.'],
    },
  ],
};

/** The terms of use in English: the same sections and paragraphs as the Russian, in the same order. */
export const termsTextEn: Catalogue<LegalText> = {
  title: 'Terms of use',
  sections: [
    {
      heading: 'What this service is',
      paragraphs: [
        'The app helps you book independent specialists: choose a place, a specialist, services and a time. The services are provided by the specialist; we only handle the booking.',
      ],
    },
    {
      heading: 'Bookings and cancellation',
      paragraphs: [
        'A booking is confirmed as soon as it is made. You can cancel it under “My bookings” until it begins.',
        'Arriving more than 15 minutes late may lead to the specialist cancelling your booking. The specialist may have their own booking rules: they are shown when you book.',
      ],
    },
    {
      heading: 'Prices',
      paragraphs: ['Service prices and durations are set by the specialist. You pay the specialist directly; the app does not take payments for services.'],
    },
    {
      heading: 'Your data',
      paragraphs: ['What data we store and why is described in the privacy policy.'],
    },
  ],
};
