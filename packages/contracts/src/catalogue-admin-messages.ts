/** The back office's words for the catalogue and settings calls (docs/architecture.md#admin). */
export const catalogueAdminMessages = {
  bookableOnceLabel: 'Booked once per visit (e.g. a haircut)',
  translatedTitleTooLong: 'A translated title is at most 120 characters',
  translatedDescriptionTooLong: 'A translated description is at most 2000 characters',
  translationsInvalid: 'Translations hold a Sinhala and a Tamil title and description',
  serviceImageUpdated: 'Service image updated',
  reviewHidden: 'Review hidden',
  reviewShown: 'Review shown again',
  captionUpdated: 'Caption updated',
  galleryReordered: 'Gallery order saved',
  galleryOrderMismatch: 'The new order must name every gallery photo exactly once',
  profileSaved: 'Salon details saved',
  closuresSaved: 'Closures saved',
  closuresTooMany: 'At most 366 closed dates in all',
  closuresOverlap: 'Two closures cover the same day',
  closureHasBookings: 'Bookings fall on the days this closure shuts: cancel them or move them first',
  bookingRulesSaved: 'Booking rules saved',
  bookingRuleMissing: 'Choose a booking rule to change',
  /** docs/product.md#9: the bounds are BOOKING_FEE_MIN_LKR and BOOKING_FEE_MAX_LKR. */
  bookingFeeOutOfRange: 'The booking fee must be a whole number of rupees from LKR 200 to LKR 50,000',
  settingsSaved: 'Settings saved',
} as const;
