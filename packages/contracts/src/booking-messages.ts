/**
 * The words of booking, payment and the customer's appointment cards. They live apart from
 * messages.ts because only the booking and appointment screens (loaded on demand) and the back
 * office use them: a module is bundled whole with what imports it, so they stay off the first
 * page's script (docs/architecture.md#languages).
 */

/** docs/product.md#2.11: one line under each status badge saying what the status means. */
export const appointmentStatusNotes = {
  pending: 'Booking fee paid. The salon will confirm your appointment.',
  confirmed: 'The salon has confirmed your appointment. See you then!',
  completed: 'Your visit is complete. Thank you for coming.',
  cancelled: 'This appointment is cancelled.',
  'no-show': 'This appointment was missed.',
} as const;

/** docs/product.md#2.11: the links on each appointment card. */
export const appointmentLinkMessages = {
  upcoming: 'Upcoming',
  past: 'Past',
  /** Cancelled visits, whenever they were, under their own heading (not Upcoming). */
  cancelled: 'Cancelled',
  bookingReference: 'Booking reference',
  addToCalendar: 'Add to calendar',
  directions: 'Directions',
  /** A pending or confirmed visit whose start has passed: nothing left to do for the customer. */
  timePassed: "This visit's time has passed; the salon will update its status.",
} as const;

/** docs/product.md#2.10: the booking calendar; a day's word is read after its full date. */
export const bookingCalendarMessages = {
  label: 'Choose a date',
  dayOpen: 'available',
  dayFew: '{count} times left',
  dayFewOne: '1 time left',
  dayFull: 'fully booked',
  dayClosed: 'closed',
  dayPast: 'no longer bookable',
  dayBeyond: 'not yet open for booking',
  dayLoading: 'loading',
  legendFew: 'Few times left',
  loadingDays: 'Loading free days...',
  noDaysThisMonth: 'No free days this month.',
  nextAvailable: 'Next available: {date}',
  /** One press chooses the earliest free start across days (docs/product.md#2.10). */
  firstAvailable: 'First available: {date} at {time}',
  daysLoadFailed: 'Failed to load the free days',
} as const;

export const paymentMessages = {
  setupFailed: 'Failed to setup payment',
  cardFailed: 'Payment failed. Please check your card details and try again.',
  notCompleted: 'Payment not completed. Status: {status}. Please try again.',
  noCreationResponse: 'No response received from appointment creation',
  bookFailed: 'Failed to book appointment.',
  missingServiceIds: ' Missing service IDs found.',
  paidButNotBooked:
    'Payment was successful, but we had trouble creating your appointment. Please contact support with your payment ID: {id}',
  failedRetry: 'Payment failed. Please try again.',
  // The card form broke rather than the card being refused.
  processingFailed: 'Payment processing failed',
  cardOnlySucceeded: 'Payment processed successfully!',
  defaultFailure: 'Your payment could not be processed. Please try again or contact support.',
  enterDetails: 'Please enter your payment details',
  /**
   * {fee}: the owner's fee as every rupee amount is written ('LKR 1,000'). Departure: the spec's
   * 'Pay LKR 1000 Booking Fee' wrote it ungrouped beside the summary's 'LKR 1,000' (docs/product.md#2.10).
   */
  payButton: 'Pay {fee} Booking Fee',
  payButtonBusy: 'Processing...',
  succeeded: 'Payment successful!',
  processing: 'Processing payment...',
  creating: 'Creating your appointment...',
  datePickerInvalid: 'Date input not valid.',
  /** The back office's appointment detail, when the gateway reported a chargeback on the fee. */
  chargedBack: 'Charged back by the card issuer on {date}',
} as const;

/** The PayHere hosted checkout: the button, the return page that waits for PayHere's word, and its refusals. */
export const payhereMessages = {
  /** What PayHere's checkout page lists as the purchase. */
  checkoutItem: 'Salon booking fee',
  payButton: 'Pay with PayHere',
  redirecting: 'Opening PayHere...',
  explainer: 'You will pay the {fee} booking fee on PayHere’s secure page, then come back here.',
  waiting: 'Waiting for PayHere to confirm your payment...',
  stillPending:
    'PayHere has not confirmed your payment yet. If you were charged, your booking is made as soon as PayHere tells us, and you will get an e-mail. Booking reference: {reference}.',
  checkAgain: 'Check again',
  myAppointments: 'Go to my appointments',
  backToBooking: 'Back to booking',
  failed: 'The payment did not go through, so nothing was booked. Please choose a time and try again.',
  cancelled: 'You cancelled the PayHere payment, so nothing was booked. Choose a time and pay again to book.',
  missingOrder: 'This page needs a PayHere order. Please start your booking again.',
  holdEnded: 'Your hold on this time has ended, so it can no longer be paid. Choose a time again to book.',
  notifyDisabled: 'The PayHere payment provider is not enabled',
  notifyMalformed: 'The PayHere notification is missing required fields',
  notifyForged: 'The PayHere notification signature does not match',
  notifyOtherMerchant: 'The PayHere notification is for another merchant',
  notifyUnknownOrder: 'The PayHere notification names an unknown order',
  notifyWrongAmount: 'The PayHere notification amount or currency does not match the order',
  notifyUnknownStatus: 'The PayHere notification has an unknown status code',
  notifyPaymentOfOtherOrder: 'The PayHere notification names a payment already recorded for another order',
} as const;
