/**
 * The front desk (docs/decisions/0040-front-desk.md): bookings the owner makes for a customer who
 * is not online, blocked time and moves, with the words the day view shows around them. Each is
 * its own id (docs/decisions/0035-messages-by-id.md).
 */
export const frontDeskMessages = {
  booked: 'Booking made for {name}',
  moved: 'Booking moved',
  customerRequired: 'Choose a customer, or give a name and a phone number',
  customerNotFound: 'Customer not found',
  servicesRequired: 'Choose at least one service',
  serviceTwice: 'Each service once',
  feeSettlementRequired: 'Say how the booking fee was settled',
  lookupTooShort: 'Type at least 2 characters to search',
  blockAdded: 'Time blocked',
  blockRemoved: 'Blocked time removed',
  blockNotFound: 'Blocked time not found',
  blockTargetRequired: 'Choose a stylist or a chair',
  blockTimesInvalid: 'Blocked time needs a start and a later end on the same day',
  blockReasonRequired: 'Give a reason',
  blockReasonTooLong: 'A reason is at most 200 characters',
  chairUnknown: 'That chair does not exist',
  blockTaken: 'That time has a booking or is blocked already: move or remove it first',
  moveToSameTime: 'Choose another time or stylist',
  moveNotLive: 'Only a pending or confirmed booking can be moved',
  customerRaced: 'This customer was just added at another desk: try again',
} as const;
