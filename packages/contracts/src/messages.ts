/**
 * Every user-facing text of the specification lives here once, so the server's answers
 * and the web app's screens say exactly the same words.
 */

/** docs/product.md#5: validation rules. */
export const validationMessages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  passwordRequired: 'Password is required',
  nameRequired: 'Full name is required',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooShortLong: 'Password must be at least 8 characters long',
  passwordNoUppercase: 'Password must contain at least one uppercase letter',
  passwordNoLowercase: 'Password must contain at least one lowercase letter',
  passwordNoNumber: 'Password must contain at least one number',
  registrationPhone: 'Phone number must start with 0 and have 10 digits in total',
  profilePhone: 'Please enter a valid 10-digit phone number',
  salonPhone: 'Enter a Sri Lankan phone number, such as 011 234 5678',
  verificationCode: 'Please enter a valid 6-digit code',
  currentPasswordRequired: 'Current password is required',
  newPasswordRequired: 'New password is required',
  confirmNewPassword: 'Please confirm your new password',
  imageType: 'Please select a valid image file (JPEG, PNG, GIF)',
  imageSize: 'Image size should be less than 5MB',
  // The server's own answers for any date or text field.
  dateFormat: 'Dates are written yyyy-MM-dd',
  dateNotOnCalendar: 'This date does not exist on the calendar',
  controlCharacters: 'Text cannot contain control characters',
} as const;

/** docs/product.md#8.1: what any failed request says when the server gives no message. */
export const globalErrorMessages = {
  timeout: 'Request timed out. Please try again.',
  noResponse: 'Cannot connect to server. Please check your internet connection.',
  sessionExpired: 'Session expired. Please login again.',
  forbidden: 'You do not have permission to perform this action',
  badRequest: 'Invalid request data. Please check your information and try again.',
  notFound: 'The requested resource was not found',
  serverError: 'Server error. Please try again later',
  unexpected: 'An unexpected error occurred',
} as const;

/** Spec sections 8.2 and 8.3 (authentication) plus the server's own account answers. */
export const authMessages = {
  invalidCredentials: 'Invalid email or password',
  roleNotAuthorized: 'Your account is not authorized for this access',
  accountNotFound: 'Account not found with this email',
  loginFailed: 'Login failed. Please try again.',
  registrationFailed: 'Registration failed',
  tokenNotReceived: 'Authentication token not received',
  unexpectedResponse: 'Unexpected response from server',
  googleLoginFailed: 'Google login failed',
  googleDecodeFailed: 'Failed to decode Google token',
  googleScriptFailed: 'Failed to load Google OAuth script',
  verificationFailed: 'Verification failed',
  resendFailed: 'Failed to resend verification code',
  sendResetLinkFailed: 'Failed to send reset link',
  resetFailed: 'Failed to reset password',
  passwordUpdateFailed: 'Password update failed',
  changePasswordFailed: 'Failed to change password',
  logoutFailed: 'Logout failed',
  // The server's own answers; docs/product.md leaves their words open.
  emailTaken: 'An account with this email already exists',
  verificationRequired: 'Registration successful! Please check your email for the verification code.',
  codeInvalid: 'Invalid verification code',
  codeExpired: 'Verification code has expired. Please request a new one.',
  codeAttemptsExhausted: 'Too many incorrect attempts. Please request a new code.',
  alreadyVerified: 'Your email is already verified',
  resendTooSoon: 'Please wait before requesting another code',
  resetLinkSent: 'If an account exists for this email, a password reset link has been sent to it.',
  codeSent: 'A new verification code has been sent to your email',
  resetTokenInvalid: 'This password reset link is invalid or has expired',
  currentPasswordWrong: 'Current password is incorrect',
  notSignedIn: 'Please log in to continue',
  adminRegistrationDisabled: 'Admin registration is not enabled',
  adminKeyInvalid: 'Invalid admin registration key',
  googleNotConfigured: 'Google sign-in is not configured',
  googleCredentialRequired: 'A Google ID token credential is required',
  googleEmailUnverified: 'Your Google e-mail address is not verified',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  verifyEmailFirst: 'Please verify your email address first',
  cancelVerificationConfirm: 'A request is still in progress. Close the verification anyway?',
  resetLinkSentTitle: 'Check your email',
} as const;

/** docs/product.md#8.4. */
export const successMessages = {
  login: 'Login successful!',
  registration: 'Registration successful!',
  adminRegistration: 'Admin registration successful!',
  emailVerified: 'Email verified successfully!',
  passwordReset: 'Password reset successful! Please login with your new password.',
  passwordUpdated: 'Password updated successfully!',
  passwordChanged: 'Password changed successfully',
  profileUpdated: 'Profile updated successfully',
  profileImageUpdated: 'Profile image updated successfully',
  loggedOut: 'Logged out successfully',
} as const;

/** Spec sections 2.7, 5 and 8.3-8.4: reviews. */
export const reviewMessages = {
  loginRequired: 'Please log in to submit a review',
  ratingRequired: 'Please select a rating',
  commentRequired: 'Please enter a comment',
  submitted: 'Review submitted successfully',
  updated: 'Review updated successfully',
  loadFailed: 'Failed to load reviews',
  submitFailed: 'Failed to submit review',
  empty: 'No reviews yet. Be the first to share your experience!',
  visitorPrompt: 'Want to share your experience? Please log in to submit a review.',
  // The server's own answers.
  alreadyReviewed: 'You have already reviewed us; update your review instead',
  notFound: 'Review not found',
  notYours: 'You can only edit your own review',
} as const;

/** Spec sections 2.5, 2.6, 2.8 and 8.3: the catalogue screens. */
export const catalogueMessages = {
  servicesLoadFailed: 'Failed to fetch services',
  invalidResponse: 'Invalid response format',
  noServices: 'No services found',
  noServicesHint: 'Try adjusting your search or filter criteria',
  loginToBook: 'Please login to book services',
  somethingWrong: 'Something went wrong',
  noOffers: 'No special offers available at the moment.',
  noOffersHint: 'Please check back later for exciting deals!',
  offersLoadFailed: 'Failed to load special offers. Please try again later.',
  noGallery: 'No gallery images available at the moment.',
  galleryLoadFailed: 'Failed to load gallery images. Please try again later.',
  // The server's own answers.
  serviceNotFound: 'Service not found',
  offerNotFound: 'Special offer not found',
  unknownServices: 'One or more services of this offer do not exist',
  imageNotFound: 'Gallery image not found',
  serviceCreated: 'Service created successfully',
  serviceUpdated: 'Service updated successfully',
  serviceDeleted: 'Service deleted successfully',
  offerCreated: 'Special offer created successfully',
  offerUpdated: 'Special offer updated successfully',
  offerDeleted: 'Special offer deleted successfully',
  imageAdded: 'Gallery image added successfully',
  imageDeleted: 'Gallery image deleted successfully',
} as const;

/** Spec sections 5 and 8.3-8.4: the profile and its picture. */
export const profileMessages = {
  updated: 'Profile updated successfully',
  imageUpdated: 'Profile image updated successfully',
  updateFailed: 'Failed to update profile',
  uploadFailed: 'Failed to upload image',
  imageType: 'Please select a valid image file (JPEG, PNG, GIF)',
  imageSize: 'Image size should be less than 5MB',
  // The server's own answers.
  noFile: 'Please choose an image to upload',
  imageTooLarge: 'The image is too large; use one under 6000 x 6000 pixels',
  imageUnreadable: 'The image could not be read; try another file',
  imageUrlNotOurs: 'Only images uploaded to this site can be used',
} as const;

/** "Hair Cut", "Hair Cut and Manicure", "Hair Cut, Manicure and Facial". */
export function joinTitles(titles: readonly string[]): string {
  if (titles.length <= 1) return titles[0] ?? '';
  return `${titles.slice(0, -1).join(', ')} and ${titles.at(-1)}`;
}

/** Spec sections 2.9, 4.2, 5 and 8.3-8.4: the cart. */
export const cartMessages = {
  offerReplacesServices: 'Adding a regular service will remove the special offer from your cart. Continue?',
  offerHasNoServices: 'This special offer has no services defined',
  offerNoValidServices: 'No valid services in this special offer',
  fetchFailed: 'Failed to fetch cart items',
  addOfferFailed: 'Failed to add special offer to cart',
  addServiceFailed: 'Failed to add service to cart',
  addFailed: 'Failed to add to cart',
  removeFailed: 'Failed to remove from cart',
  removeItemFailed: 'Failed to remove item',
  clearFailed: 'Failed to clear cart',
  updateQuantityFailed: 'Failed to update quantity',
  offerAdded: 'Special offer added to cart',
  serviceAdded: 'Service added to cart',
  serviceRemoved: 'Service removed from cart',
  itemRemoved: 'Item removed from cart',
  cleared: 'Cart cleared successfully',
  empty: 'Your cart is empty',
  emptyHint: 'Add some services to get started',
  feeNote: 'Only booking fee is charged now. The service amount will be charged at the salon.',
  feeTooltip: 'A small fee is charged to secure your booking.',
  // The server's own answers.
  itemNotFound: 'Cart item not found',
  offerNotActive: 'This special offer is not available right now',
  offerQuantityFixed: 'Services of a special offer cannot change quantity',
  quantityLimit: 'Quantity must be a whole number from 1 to 10',
  offerInCart: 'Your cart holds a special offer; clear the cart before adding other services',
  bookableOnce: (title: string) => `${title} can be booked once per visit`,
  // Asked in the app's own dialog before anything leaves the cart (docs/product.md#2.9).
  offerReplacesTitle: 'Replace the special offer?',
  offerReplacesConfirm: 'Remove offer and add',
  servicesReplacedTitle: 'Replace the services in your cart?',
  servicesReplacedDescription: (titles: readonly string[]) =>
    `A special offer is booked on its own, so adding it removes ${joinTitles(titles)} from your cart. Continue?`,
  servicesReplacedConfirm: 'Replace with offer',
  removeOfferTitle: 'Remove the special offer?',
  removeOfferDescription: (offerTitle: string) =>
    `The services of ${offerTitle} are booked together, so removing one removes the whole offer from your cart.`,
  removeOfferConfirm: 'Remove offer',
  clearTitle: 'Clear your cart?',
  clearDescription: (titles: readonly string[]) => `This removes ${joinTitles(titles)} from your cart.`,
  clearConfirm: 'Clear Cart',
  removedNamed: (titles: readonly string[]) => `Removed ${joinTitles(titles)} from your cart`,
  viewCart: 'View cart',
} as const;

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
  wrongAmount: 'The booking fee is LKR 1000',
  paymentNotFound: 'Payment not found',
  paymentNotYours: 'This payment belongs to another account',
  paymentNotCompleted: 'The payment has not been completed',
  appointmentNotFound: 'Appointment not found',
  cannotCancel: 'Only pending or confirmed appointments can be cancelled',
  /** docs/product.md#2.11: once the visit's time has come, only the salon changes its status. */
  cannotCancelPast: "This visit's time has passed; it can no longer be cancelled online.",
  transitionNotAllowed: 'This status change is not allowed',
  statusUpdated: 'Appointment status updated',
  cancelledFeeRefunded: 'Appointment cancelled. The LKR 1000 booking fee has been refunded to the customer.',
  cancelledFeeRefundPending:
    "Appointment cancelled. The LKR 1000 booking fee will be refunded to the customer's card shortly.",
  cancelledFeeKept: 'Appointment cancelled. The LKR 1000 booking fee was not refunded.',
  feeRefundedCannotBook:
    'The booking fee of this payment has been refunded, so it cannot book an appointment. Please start a new booking.',
  appointmentTooLong:
    'An appointment can last at most 6 hours. Please book the other services as a separate visit.',
  tooManyPaymentAttempts: 'Too many payment attempts. Please try again later.',
  offerNoLongerAvailable:
    'The special offer in your cart has ended or was withdrawn, so it has been taken out of your cart. Please choose your services again.',
} as const;

/**
 * docs/product.md#2.9: the plain words beside the spec's money rows: what is paid now and what
 * is left for the salon. Amounts come in already written ('LKR 1,000').
 */
export const moneyMessages = {
  payNow: 'Pay now',
  paidNow: 'Paid now',
  payAtSalon: 'To pay at the salon',
  feeDeducted: '(booking fee deducted)',
  bookingFeeOnly: (fee: string) => `${fee} booking fee`,
  feeDeductedPolicy: (fee: string) => `The ${fee} booking fee is deducted from your bill at the salon.`,
  feeNotDeductedPolicy: (fee: string) =>
    `The ${fee} booking fee is not deducted from your bill: the services are paid in full at the salon.`,
} as const;

/** docs/product.md#2.11: what cancelling does to the booking fee, before and after. */
export const refundMessages = {
  reachesCardWithin: '5-10 working days',
  refunded: (fee: string) =>
    `Your ${fee} booking fee is refunded; it reaches your card within 5-10 working days.`,
  notRefunded: (hours: number) =>
    `Cancelled less than ${hours} hours before: the booking fee is not refunded.`,
  willBeRefunded: (fee: string) =>
    `Your ${fee} booking fee will be refunded; it reaches your card within 5-10 working days.`,
  willNotBeRefunded: (hours: number) =>
    `Your appointment starts in less than ${hours} hours: the booking fee will not be refunded.`,
  refundPending: (fee: string) =>
    `Booking fee refund of ${fee} is on its way; it reaches your card within 5-10 working days.`,
  refundIssued: (fee: string) =>
    `Booking fee of ${fee} refunded; it reaches your card within 5-10 working days of the cancellation.`,
  keptOnCancel: (hours: number) =>
    `Cancelled less than ${hours} hours before: the booking fee was not refunded.`,
} as const;

/** docs/product.md#2.2: the WhatsApp chat links, each opening with a message already typed. */
export const whatsAppMessages = {
  chat: 'Chat on WhatsApp',
  askSalon: (salon: string) => `Hello ${salon}, I would like to ask about an appointment.`,
  aboutBooking: (salon: string, reference: string, when: string) =>
    `Hello ${salon}, about my booking ${reference} on ${when}: `,
} as const;

/** The booking fee's fate in a cancellation SMS, in the words of the cancellation mail. */
const smsFeeLine = (fee: string, refunded: boolean) =>
  refunded
    ? `The ${fee} fee is refunded to your card in 5-10 working days.`
    : `The ${fee} fee is not refunded: cancelled under 24 hours ahead.`;

/** Text messages to the customer's phone: short, under 160 GSM characters with a usual link. */
export const smsMessages = {
  bookingConfirmed: (reference: string, when: string, manageUrl: string) =>
    `Salon: your booking ${reference} is on ${when}. Manage it at ${manageUrl}`,
  reminder: (reference: string, when: string, manageUrl: string) =>
    `Salon reminder: your appointment ${reference} is on ${when}. Manage it at ${manageUrl}`,
  rescheduled: (reference: string, when: string, manageUrl: string) =>
    `Salon: your booking ${reference} has moved to ${when}. Manage it at ${manageUrl}`,
  // A cancellation says the refund as its mail does; the link is left out to stay in one SMS.
  cancelledBySalon: (reference: string, when: string, fee: string, refunded: boolean) =>
    `Salon: we cancelled your booking ${reference} on ${when}, sorry. ${smsFeeLine(fee, refunded)}`,
  cancelledByCustomer: (reference: string, when: string, fee: string, refunded: boolean) =>
    `Salon: you cancelled your booking ${reference} on ${when}. ${smsFeeLine(fee, refunded)}`,
} as const;
