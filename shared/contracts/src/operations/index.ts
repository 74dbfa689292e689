/** Every API operation, by name: `ops.getPlace`. The server registers each one as a route (api/src/routes). */
export { health, healthReady, listDemoUsers, demoInitData, telegramWebhook, maxWebhook } from './system.ops';
export { listPlaces, getPlace, getPlaceContacts, getBusiness, listPlaceWorkers, getWorkerByTelegram, getWorkerByUuid, getWorker, listWorkerPlaces } from './catalog.ops';
export { listUserBookings, listUserPlaceBookings, listUserWorkerBookings, cancelBooking, createBooking, joinWaitlist, listWorkerDayBookings, masterCancelBooking, getBooking, getBookingCard, moveBooking, setAttendance } from './bookings.ops';
export { getTimetableDay, listTimeslots, listWorkerDates, createTimetableDay, replaceTimetableDay, deleteTimetableDay, createTimetableDays, deleteTimetableDays, copyTimetableDay, copyTimeslots, updateTimeslot, deleteTimeslotsByDates, deleteTimeslot, createTimeslotsBulk } from './schedule.ops';
export { listCategories, createCategory, listServices, getService, createService, updateService, deleteService } from './services.ops';
export { listPlans, getPlan, getMySubscription, listSubscriptions, choosePlan, cancelSubscription, getPlanPaymentReturn } from './payments.ops';
export { registerWorker, patchWorkerProfile, saveTimezone, listUsers, getUser, getWriteAccess, answerWriteAccess, getLanguage, saveLanguage } from './users.ops';
export { uploadAvatar, getFile, getGalleryImage } from './files.ops';
export { getMe, requestSignInCode, signIn, signOut, linkPhone } from './sign-in.ops';
export { getPaymentSettings, savePaymentSettings, deletePaymentSettings, yookassaNotification, getPaymentReturn } from './deposits.ops';
