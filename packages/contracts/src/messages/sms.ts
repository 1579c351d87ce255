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
  // docs/decisions/0047-back-office-per-branch.md: moved to another branch, both named so the
  // customer does not go to the one it left; the address when it still fits.
  movedBranch: (reference: string, from: string, to: string, when: string, manageUrl: string) =>
    `Salon: your booking ${reference} has moved from ${from} to ${to}: ${when}. Manage it at ${manageUrl}`,
  movedBranchWithAddress: (
    reference: string,
    from: string,
    to: string,
    address: string,
    when: string,
    manageUrl: string,
  ) =>
    `Salon: your booking ${reference} has moved from ${from} to ${to} (${address}): ${when}. Manage it at ${manageUrl}`,
  // docs/decisions/0025-status-undo.md: the salon took back its cancellation.
  bookedAgain: (reference: string, when: string, manageUrl: string) =>
    `Salon: your booking ${reference} on ${when} is back on, sorry for the mix-up. Manage it at ${manageUrl}`,
  // A cancellation says the refund as its mail does; the link is left out to stay in one SMS.
  cancelledBySalon: (reference: string, when: string, fee: string, refunded: boolean) =>
    `Salon: we cancelled your booking ${reference} on ${when}, sorry. ${smsFeeLine(fee, refunded)}`,
  cancelledByCustomer: (reference: string, when: string, fee: string, refunded: boolean) =>
    `Salon: you cancelled your booking ${reference} on ${when}. ${smsFeeLine(fee, refunded)}`,
  // A customer without an e-mail address hears of the salon's status changes by text instead
  // (docs/decisions/0029-sign-in-by-mobile.md); the missed-visit texts leave the link out to stay in one SMS.
  confirmedBySalon: (reference: string, when: string, manageUrl: string) =>
    `Salon: we confirmed your booking ${reference} on ${when}. Manage it at ${manageUrl}`,
  visitCompleted: (reference: string, when: string, reviewsUrl: string) =>
    `Salon: thank you for visiting us on ${when}, booking ${reference}. Tell us how it went at ${reviewsUrl}`,
  markedMissed: (reference: string, when: string) =>
    `Salon: your booking ${reference} on ${when} was marked missed, so the booking fee is not refunded. If wrong, contact the salon.`,
  noLongerMissed: (reference: string, when: string) =>
    `Salon: your booking ${reference} on ${when} is no longer marked missed, sorry for the mix-up.`,
  // Confirms the profile's phone (docs/product.md#5); the code is never logged.
  phoneCode: (code: string) =>
    `Salon: your phone confirmation code is ${code}. It works for 10 minutes. Do not share it.`,
  // Signs up or in by mobile number (docs/decisions/0029-sign-in-by-mobile.md); never logged.
  signInCode: (code: string) =>
    `Salon: your sign-in code is ${code}. It works for 10 minutes. Do not share it.`,
} as const;
