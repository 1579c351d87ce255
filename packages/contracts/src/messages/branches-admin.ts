/**
 * The owner's Branches page and calls (docs/decisions/0045-branches.md): answers, refusals and
 * the words the back office shows around them. Each is its own id (docs/decisions/0035-messages-by-id.md).
 */
export const branchAdminMessages = {
  branchCreated: 'Branch added',
  branchSaved: 'Branch saved',
  branchClosedNow: 'Branch closed: customers no longer see it',
  branchNotFound: 'Branch not found',
  nameRequired: 'A branch needs a name',
  nameTooLong: 'A name is at most 80 characters',
  addressTooLong: 'An address is at most 200 characters',
  hoursInvalid: 'Give each weekday closed, or an opening time before its closing time (HH:mm)',
  chairsInvalid: 'Chairs must be a whole number from 1 to 50',
  placeInvalid: 'Give both latitude (-90 to 90) and longitude (-180 to 180), or neither',
  serviceUnknown: 'One of the services does not exist',
  serviceTwice: 'Each service once',
  ownPriceInvalid: 'An own price is a whole number of rupees, 0 or more',
  nothingToChange: 'Choose something to change',
  // A count keeps two English texts, each translated (docs/decisions/0035-messages-by-id.md).
  hasFutureBooking: 'This branch has 1 future booking: move or cancel it before closing it',
  hasFutureBookings: 'This branch has {count} future bookings: move or cancel them before closing it',
  mainBranchStaysOpen:
    'The main branch cannot be closed: put another branch first in the list, then close this one',
  positionInvalid: 'The place in the list is a whole number from 0 to 10000',
} as const;
