/** docs/decisions/0036-stylists.md: what customers and the owner are told about the team. */
export const staffMessages = {
  staffNotFound: 'This stylist is not available for booking.',
  staffDoesNotDoServices: 'This stylist does not do every service in your cart.',
  noStylistFree: 'No stylist is free at this time. Please choose another.',
} as const;
