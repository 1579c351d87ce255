import { fillMessage, messageRef } from './message-ref.ts';

/** The ids of the appointments' answers built around a value (docs/decisions/0035-messages-by-id.md). */
export const appointmentMessageIds = {
  wrongAmount: 'The booking fee is LKR {fee}',
} as const;

/**
 * The ids of the back office's status answers built around a value: they travel by id too,
 * and show in English until the catalogues translate them (the back office's status change
 * stays English, docs/architecture.md#languages).
 */
export const appointmentStatusMessageIds = {
  statusUndone: 'Change undone: the appointment is {status} again.',
  cancelledFeeRefunded: 'Appointment cancelled. The LKR {fee} booking fee has been refunded to the customer.',
  cancelledFeeRefundPending:
    "Appointment cancelled. The LKR {fee} booking fee will be refunded to the customer's card shortly.",
  cancelledFeeKept: 'Appointment cancelled. The LKR {fee} booking fee was not refunded.',
} as const;

/** The server's refusal of a payment of another amount than the owner's fee, by id. */
export const wrongAmountMessage = (feeLkr: number | string) =>
  messageRef(appointmentMessageIds.wrongAmount, { fee: feeLkr });

/** Spec sections 2.10, 2.11, 5 and 8.3-8.4: booking, payment and appointments. */
export const appointmentMessages = {
  dateRequired: 'Please select a date for your appointment',
  cartEmpty: 'Please add services to your cart first',
  serviceIdRequired: 'Service ID is required for each service',
  serviceIdsUnextractable: 'Could not extract service IDs from cart',
  selectDateTimeServices: 'Please select date, time and services',
  selectDateTimeServicesBeforePayment: 'Please select date, time and services before proceeding with payment',
  paymentUnavailable: 'Payment processing not available. Please try again.',
  cardElementMissing: 'Card element not found. Please refresh and try again.',
  invalidPaymentResponse: 'Invalid response from payment server',
  selectDateAndTime: 'Please select a date and time for your appointment',
  cartEmptyBooking: 'Please add services to your cart before booking',
  paymentRequired: 'Payment information is required',
  invalidServiceData: 'Invalid service data in cart',
  missingServiceId: 'Missing service ID',
  checkFailed: 'Failed to check availability',
  noSlotsFound: 'No available slots found for the selected date',
  slotsLoadFailed: 'Failed to load available time slots',
  bookFailed: 'Failed to book appointment',
  cancelFailed: 'Failed to cancel appointment',
  loadFailed: 'Failed to load appointments',
  booked: 'Appointment booked successfully!',
  cancelled: 'Appointment cancelled successfully',
  cancelConfirm: 'Are you sure you want to cancel this appointment?',
  noSlotsForDate: 'No available slots for this date',
  selectDateFirst: 'Please select a date first',
  selectDateTimeNotice: 'Please select a date and time to continue',
  noAppointments: "You don't have any appointments yet.",
  serviceUnavailable: 'Service information unavailable',
  noServiceInformation: 'No service information available',
  endTimeUnknown: 'End time not specified',
  // The server's own answers.
  invalidDate: 'Dates are written yyyy-MM-dd',
  invalidMonth: 'Months are written yyyy-MM',
  salonClosed: 'The salon does not take bookings on this date',
  slotTaken: 'This time slot is no longer available. Please choose another.',
  slotGoneRefunded:
    'Sorry, this time slot was taken while you were paying. Your booking fee has been refunded.',
  noLongerBookableRefunded:
    'Sorry, this time can no longer be booked: the salon changed its opening days or hours, or the time has passed. Your booking fee has been refunded.',
  holdEndedRefunded:
    'Your payment arrived after your hold on this time had ended, so it cannot book. Your booking fee has been refunded. Please start a new booking.',
  /** The owner's current fee (docs/product.md#9); the answer carries it by id (`wrongAmountMessage`). */
  wrongAmount: (feeLkr: number | string) => fillMessage(appointmentMessageIds.wrongAmount, { fee: feeLkr }),
  amountNotNumber: 'The amount to pay must be a number',
  paymentNotFound: 'Payment not found',
  paymentNotYours: 'This payment belongs to another account',
  paymentNotCompleted: 'The payment has not been completed',
  appointmentNotFound: 'Appointment not found',
  cannotCancel: 'Only pending or confirmed appointments can be cancelled',
  /** docs/product.md#2.11: once the visit's time has come, only the salon changes its status. */
  cannotCancelPast: "This visit's time has passed; it can no longer be cancelled online.",
  transitionNotAllowed: 'This status change is not allowed',
  /** docs/architecture.md#appointment-status: what happened at a visit is known once it has begun. */
  visitNotStarted:
    'This visit has not started yet; it can be marked completed or no-show once its start time has passed.',
  statusUpdated: 'Appointment status updated',
  // An owner's undo (docs/decisions/0025-status-undo.md); the back office's answers (English).
  statusUndone: (status: string) => fillMessage(appointmentStatusMessageIds.statusUndone, { status }),
  nothingToUndo: "This appointment has no change of the salon's left to undo.",
  undoWindowPassed: 'A status change can be undone for 24 hours after it was made; this one is older.',
  undoRefundedCancel:
    "This cancellation's booking fee has gone back to the customer's card, or is on its way, so it cannot be undone. Ask the customer to book again.",
  undoChairTaken: 'The chair at this time has been booked since, so the cancellation cannot be undone.',
  // The back office's answers (English): the fee is the one this appointment paid.
  cancelledFeeRefunded: (feeLkr: number) =>
    fillMessage(appointmentStatusMessageIds.cancelledFeeRefunded, { fee: feeLkr }),
  cancelledFeeRefundPending: (feeLkr: number) =>
    fillMessage(appointmentStatusMessageIds.cancelledFeeRefundPending, { fee: feeLkr }),
  cancelledFeeKept: (feeLkr: number) =>
    fillMessage(appointmentStatusMessageIds.cancelledFeeKept, { fee: feeLkr }),
  cancelledChargedBack:
    'Appointment cancelled. The booking fee was already returned to the card through a chargeback, so it is not refunded again.',
  feeRefundedCannotBook:
    'The booking fee of this payment has been refunded, so it cannot book an appointment. Please start a new booking.',
  appointmentTooLong:
    'An appointment can last at most 6 hours. Please book the other services as a separate visit.',
  tooManyPaymentAttempts: 'Too many payment attempts. Please try again later.',
  offerNoLongerAvailable:
    'The special offer in your cart has ended or was withdrawn, so it has been taken out of your cart. Please choose your services again.',
} as const;
