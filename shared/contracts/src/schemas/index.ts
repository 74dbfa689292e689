export { IdSchema, TelegramIdSchema, IsoDateSchema, TimeSchema, LIST_PAGE_MAX, PageLimitSchema, PageOffsetSchema } from './common.schema';
export { ContactsSchema, PlaceSchema, PlaceListSchema } from './place.schema';
export type { Contacts, Place } from './place.schema';
export { UserSchema } from './user.schema';
export type { User } from './user.schema';
export { LANGUAGES, DEFAULT_LANGUAGE, LanguageSchema, LanguageStateSchema, LanguageChoiceSchema, languageFrom, effectiveLanguage } from './language.schema';
export type { Language, LanguageState, LanguageChoice } from './language.schema';
export { WorkerSchema } from './worker.schema';
export type { Worker } from './worker.schema';
export {
  ACTIVE_BOOKING_STATUSES, BookingSchema, BookingListSchema, BookingCreateSchema, BookingMoveSchema, BookingDetailSchema,
  ATTENDANCE_VALUES, AttendanceSchema, AttendanceUpdateSchema, AttendanceSavedSchema,
} from './booking.schema';
export type { Booking, BookingCreate, BookingMove, BookingDetail } from './booking.schema';
export {
  SERVICE_STATUSES, BOOKING_DEADLINE_OPTIONS, CategorySchema, CategoryListSchema, CategoryCreateSchema,
  ServiceSchema, ServiceListSchema, ServiceInputSchema,
} from './service.schema';
export type { Category, Service, ServiceInput } from './service.schema';
export {
  TIMESLOT_STATUSES, TimeslotSchema, TimetableSchema, QuarterTimeSchema, ScheduleSlotSchema, TimetableUpsertSchema,
  TimetableDeleteSchema, TimetableMultipleCreateSchema, TimetableMultipleDeleteSchema, TimetableCopySchema,
  TimeslotBulkSchema, TimeslotUpdateSchema,
} from './timetable.schema';
export type { Timeslot, Timetable, ScheduleSlot } from './timetable.schema';
export {
  PlanFeaturesSchema, PlanSchema, PlanListSchema, SubscriptionSchema, SubscriptionCreateSchema, InvoiceSchema, SubscriptionCreatedSchema,
  PlanCheckoutSchema, PlanPaymentReturnSchema,
} from './plan.schema';
export type { Plan, Subscription, Invoice, SubscriptionCreated, PlanPaymentReturn } from './plan.schema';
export { BusinessSchema } from './business.schema';
export type { Business } from './business.schema';
export { RU_PHONE, AVATAR_URL, isWebUrl, isVkUrl, WorkerProfileSchema, WorkerProfilePatchSchema, TimezoneUpdateSchema, WriteAccessAnswerSchema } from './worker-profile.schema';
export type { WorkerProfile, WorkerProfilePatch } from './worker-profile.schema';
export {
  CreatedBookingSchema, CancelledBookingSchema, WorkerDayBookingSchema, WorkerDayBookingListSchema, WorkerWithPlaceSchema,
  CreatedCategorySchema, ServiceDeletedSchema, DayDeletedSchema, MultipleCreatedSchema, MultipleDeletedSchema,
  TimeslotsBulkCreatedSchema, TimeslotDeletedSchema, TimezoneSavedSchema, WriteAccessStateSchema, UploadedFileSchema, SubscriptionsCancelledSchema,
  HealthSchema, DemoUserListSchema, DemoInitDataSchema, WaitlistJoinSchema, WaitlistEntrySchema,
  DemoInitDataRequestSchema, TelegramUpdateSchema, WebhookDoneSchema, MaxUpdateSchema, MAX_UPDATE_TYPES,
} from './answers.schema';
export type { CreatedBooking, WorkerDayBooking, WaitlistJoin, MaxUpdate } from './answers.schema';
export {
  IdParams, TelegramIdParams, WorkerIdParams, PlaceIdParams, TelegramParams, TelegramPlaceParams, TelegramWorkerParams, UuidParams,
  WorkerDayParams, WorkerIdDayParams, WorkerBookingParams, WorkerClientParams, FileParams, GalleryParams,
  ExpiredQuery, OptionalId, pageOf, PlacesQuery, ServicesQuery, WorkerDatesQuery, BookingPageQuery,
} from './params.schema';
export { SCHEMA_TEXTS } from './schema-messages.lib';
export { ErrorBodySchema } from './error.schema';
export type { ErrorBody } from './error.schema';
export {
  SIGN_IN_CODE_LENGTH, SIGN_IN_CODE_TTL_SECONDS, SIGN_IN_CODE_TRIES, SIGN_IN_RESEND_SECONDS, WAYS_IN,
  phoneDigits, PhoneInputSchema, CodeRequestSchema, CodeSentSchema, SignInSchema, PersonSchema, MeSchema, SignedOutSchema, PhoneLinkedSchema,
} from './sign-in.schema';
export type { CodeRequest, CodeSent, SignIn, WayIn, Person, Me, PhoneLinked } from './sign-in.schema';
export {
  DEPOSIT_TYPES, DEPOSIT_STATES, depositOf, DepositSchema, BookingPaymentSchema, PaymentSettingsInputSchema, PaymentSettingsSchema,
  YOOKASSA_EVENTS, YookassaNotificationSchema, PAYMENT_RETURN_STATES, PaymentReturnSchema, PaymentTokenParams,
} from './deposit.schema';
export type { DepositType, DepositState, Deposit, BookingPayment, PaymentSettingsInput, PaymentSettings, YookassaNotification, PaymentReturn } from './deposit.schema';
