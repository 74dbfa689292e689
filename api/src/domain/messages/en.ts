import type { Catalogue } from './catalogue';

/** The bot's English. */
export const en: Catalogue = {
  locale: 'en-GB',
  texts: {
    booking_new: (p, f) => `New booking\n${p.client}\n${f.when(p.slot)}\n${p.services.join(', ')}\nTotal: ${f.price(p.total)}`,
    booking_confirmed: (p, f) => `Booking confirmed\n${p.master}\n${f.where(p.place)}\n${f.when(p.slot)}\n${p.services.join(', ')}`,
    booking_cancelled_by_client: (p, f) => `Client cancelled the booking\n${p.client}\n${f.when(p.slot)}\n${p.services.join(', ')}`,
    booking_cancelled_by_master: (p, f) => `Your specialist cancelled your booking\n${p.master}\n${f.when(p.slot)}\n${p.services.join(', ')}`,
    booking_moved_by_client: (p, f) => `Client rescheduled the booking\n${p.client}\nFrom: ${f.when(p.from)}\nTo: ${f.when(p.to)}\n${p.services.join(', ')}`,
    booking_moved_by_master: (p, f) =>
      `Your specialist rescheduled your booking\n${p.master}\n${f.where(p.place)}\nFrom: ${f.when(p.from)}\nTo: ${f.when(p.to)}\n${p.services.join(', ')}`,
    reminder: (p, f) => `Reminder: your booking is ${f.lead(p.minutes)}\n${p.master}\n${f.where(p.place)}\n${f.when(p.slot)}\n${p.services.join(', ')}`,
    deposit_released: (p, f) => `The time wasn’t held: the ${f.price(p.amount)} deposit didn’t arrive in time\n${p.master}\n${f.when(p.slot)}`,
    deposit_late_refund: (p, f) => `The payment came after the time was released. The ${f.price(p.amount)} deposit goes back to your card\n${p.master}\n${f.when(p.slot)}`,
    plan_pay_reminder: (p, f) => `Your ${p.plan} plan is active until ${f.date(p.until)}. To keep it, pay for the next period on the plans page.`,
    plan_renewal_failed: (p, f) => `Your ${p.plan} plan couldn’t be renewed: the bank declined the card payment. The plan is active until ${f.date(p.until)}, then the free plan applies. You can pay again on the plans page.`,
    deposit_no_shop: (p, f) => `Booked without a deposit: payments are disconnected\n${p.client}\n${f.when(p.slot)}\n${p.services.join(', ')}\nThe deposit would have been ${f.price(p.amount)}`,
    waitlist_freed: (p, f) => `A time has freed up\n${p.master}\n${f.when(p.slot)}`,
    start: (p) => p.master
      ? `Hello, ${p.firstName}! This is your dashboard: bookings, schedule and services. I’ll message you when someone books with you or cancels a booking.`
      : `Hello, ${p.firstName}! Here you can book an appointment. I’ll send you a confirmation and remind you before your booking.`,
    max_start: (p) => p.master
      ? `Hello, ${p.firstName}! This is your dashboard: bookings, schedule and services. I’ll message you in MAX when someone books with you or cancels a booking. Share your phone to sign in with it from Telegram or a browser too.`
      : `Hello, ${p.firstName}! Here you can book an appointment. I’ll send you a confirmation in MAX and remind you before your booking. Share your phone to keep your bookings with you in Telegram or a browser too.`,
    max_phone: (p) => ({
      linked: 'Phone confirmed: your bookings with this number are now in one profile.',
      not_own: 'That is not your contact. Tap “Share my phone” to send your own.',
      taken: 'This phone is already confirmed in another profile.',
      no_app: 'Open the app first, then share your phone.',
    })[p.outcome],
    business_reply: (p) => p.times.length > 0
      ? `Hello! The next free times for “${p.service}”:\ntap a time to book, or choose another service.`
      : `Hello! There’s no free time in the next ${p.days} days.\nJoin the waiting list and you’ll get a message as soon as a time frees up.`,
  },
  buttons: {
    myBookings: 'My bookings',
    openBookings: 'Open bookings',
    plans: 'Open plans',
    reschedule: 'Reschedule',
    chooseTime: 'Choose a time',
    openCabinet: 'Open dashboard',
    openApp: 'Open the app',
    book: 'Book',
    waitlist: 'Waiting list',
    sharePhone: 'Share my phone',
  },
  units: {
    day: { one: 'day', other: 'days' },
    hour: { one: 'hour', other: 'hours' },
    minute: { one: 'minute', other: 'minutes' },
  },
  lead: (countAndUnit) => `in ${countAndUnit}`,
};
