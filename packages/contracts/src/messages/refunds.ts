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
