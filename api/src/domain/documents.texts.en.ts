import type { DocumentTexts } from './documents.texts';

/** The same words in English. */
export const documentsEn: DocumentTexts = {
  calendar: {
    language: 'EN',
    feedName: (master) => `Bookings — ${master}`,
    client: (client) => `Client: ${client}`,
    master: (master) => `Specialist: ${master}`,
    services: (services) => `Services: ${services}`,
    total: (price) => `Total: ${price}`,
    number: (id) => `Booking #BK${id}`,
    cancelledLine: 'Booking cancelled',
    cancelledSummary: (title) => `Cancelled: ${title}`,
  },
  csv: {
    header: {
      date: 'Date', time: 'Time', client: 'Client', services: 'Services', price: 'Price, ₽', status: 'Status', attendance: 'Attendance',
      depositPaid: 'Deposit, ₽', depositRefunded: 'Refunded, ₽', depositKept: 'Kept by specialist, ₽',
    },
    status: {
      confirmed: 'Confirmed', awaitingPayment: 'Awaiting payment', cancelledByClient: 'Cancelled by client', cancelledByMaster: 'Cancelled by specialist', cancelled: 'Cancelled',
    },
    attendance: { came: 'Came', noShow: 'No-show' },
  },
  card: {
    invitation: 'Book online: choose a service and a free time.',
    book: 'Book',
  },
  invoice: {
    title: (plan) => `${plan} plan`,
    description: (plan, days) => `${plan} plan for ${days} ${days === 1 ? 'day' : 'days'}`,
  },
  preCheckout: {
    noInvoice: 'Invoice not found. Open the plans in the app and choose a plan again.',
    notPending: 'This invoice has already been paid or cancelled. Open the plans in the app.',
    mismatch: 'The amount or currency doesn’t match the invoice.',
  },
  deposit: {
    description: (services: string) => `Deposit: ${services}`,
  },
};
