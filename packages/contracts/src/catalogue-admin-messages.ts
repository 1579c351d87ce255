/** The back office's words for the catalogue and settings calls (docs/architecture.md#admin). */
export const catalogueAdminMessages = {
  bookableOnceLabel: 'Booked once per visit (e.g. a haircut)',
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
  bookingRulesSaved: 'Booking rules saved',
  bookingRuleMissing: 'Choose a booking rule to change',
  settingsSaved: 'Settings saved',
} as const;
