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
  // An account made by mobile number signs in with it (docs/decisions/0029-sign-in-by-mobile.md).
  signInPhoneLocked: 'You sign in with this mobile number, so it cannot be changed or removed.',
} as const;

/**
 * Confirming the profile's phone with a texted code (docs/product.md#5): booking texts go only
 * to a confirmed number.
 */
export const phoneConfirmationMessages = {
  confirmed: 'Confirmed',
  notConfirmed: 'Not confirmed: we text booking updates only to a confirmed number',
  codeSent: 'We texted a 6-digit code to your phone. It works for 10 minutes.',
  phoneConfirmed: 'Your phone number is confirmed',
  noPhone: 'Add a phone number to your profile first',
  noMobile: 'This number cannot receive texts; add a mobile number',
  alreadyConfirmed: 'Your phone number is already confirmed',
  tooSoon: 'Please wait a minute before asking for another code',
  accountDailyLimit: 'You have asked for 5 codes today. Please try again tomorrow.',
  phoneDailyLimit: 'This number has had 5 codes today. Please try again tomorrow.',
  noCode: 'Send a code to your phone first',
  codeInvalid: 'That code is not right',
  codeExpired: 'This code has expired. Please send a new one.',
  attemptsExhausted: 'Too many wrong codes. Please send a new one.',
  sendFailed: 'The code could not be sent. Please try again.',
  // One confirmed number is one account (docs/decisions/0029-sign-in-by-mobile.md).
  numberTaken: 'This number is confirmed on another account. Sign in with it by mobile number instead.',
} as const;

/** Adding an e-mail address to an account made by mobile number (docs/decisions/0029-sign-in-by-mobile.md). */
export const emailAdditionMessages = {
  title: 'E-mail address',
  explain: 'Add an e-mail address to get your booking mails and to sign in with a password too.',
  codeSent: 'We mailed a 6-digit code to {email}. It works for 10 minutes.',
  emailAdded: 'Your e-mail address is saved',
  alreadyHasEmail: 'Your account already has an e-mail address',
  tooSoon: 'Please wait a minute before asking for another code',
  accountDailyLimit: 'You have asked for 5 codes today. Please try again tomorrow.',
  addressDailyLimit: 'This address has had 5 codes today. Please try again tomorrow.',
  noCode: 'Send a code to your e-mail address first',
  codeInvalid: 'That code is not right',
  codeExpired: 'This code has expired. Please send a new one.',
  attemptsExhausted: 'Too many wrong codes. Please send a new one.',
  sendFailed: 'The code could not be sent. Please try again.',
  // One address is one account: the address's owner can sign in with it instead.
  addressTaken: 'This e-mail address belongs to another account. Sign in with it, or use another address.',
} as const;
