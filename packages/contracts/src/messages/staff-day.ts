/**
 * A stylist's own sign-in and day (docs/decisions/0039-staff-accounts.md): the owner's answers
 * about the sign-in and the stylist's about their visits. Each is its own id
 * (docs/decisions/0035-messages-by-id.md).
 */
export const staffAccountMessages = {
  accountCreated: 'Sign-in created: we mailed {email} a link to choose a password',
  accountRemoved: 'Sign-in removed',
  accountExists: 'This stylist already has a sign-in: remove it first',
  noAccount: 'This stylist has no sign-in',
  emailTaken:
    'This e-mail address already belongs to a customer or the owner: use another one for the stylist',
} as const;

export const staffDayMessages = {
  /** A staff account whose stylist was removed, or a sign-in that is no stylist's. */
  notAStylist: 'This sign-in is not linked to a stylist',
  rangeInvalid: 'Choose from 1 to 7 days, the end on or after the start',
  actionInvalid: 'Choose arrived, completed or no-show',
  markedArrived: 'Marked arrived',
  markedCompleted: 'Marked completed',
  markedNoShow: 'Marked no-show',
  visitCancelled: 'This visit was cancelled, so it cannot be marked',
  arrivalNotOpen: 'This visit can be marked arrived from 15 minutes before its start time',
  customerArrived: 'The customer arrived, so this visit is not a no-show',
  /** A walk-in at a branch where the stylist has no shift that day (docs/decisions/0047-back-office-per-branch.md). */
  noShiftAtBranch: 'You have no shift at this branch on that day: choose another branch or day',
} as const;
