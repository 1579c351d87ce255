/** docs/decisions/0036-stylists.md: what customers and the owner are told about the team. */
export const staffMessages = {
  staffNotFound: 'This stylist is not available for booking.',
  staffDoesNotDoServices: 'This stylist does not do every service in your cart.',
  noStylistFree: 'No stylist is free at this time. Please choose another.',
  /** docs/decisions/0051-branch-without-team.md: a salon with a team books no visit without a stylist. */
  noStylistAtBranch:
    'No stylist at this branch does these services yet. Please choose another branch or other services.',
} as const;
