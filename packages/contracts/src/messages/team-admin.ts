/**
 * The owner's team screens and calls (docs/architecture.md#team-admin): answers, refusals and
 * the words the back office shows around them. Each is its own id (docs/decisions/0035-messages-by-id.md).
 */
export const teamAdminMessages = {
  staffNotFound: 'Stylist not found',
  staffCreated: 'Stylist added',
  staffUpdated: 'Stylist saved',
  staffDeleted: 'Stylist removed',
  photoUpdated: 'Photo updated',
  servicesSaved: 'Services saved',
  shiftsSaved: 'Shifts saved',
  timeOffAdded: 'Time off added',
  timeOffRemoved: 'Time off removed',
  timeOffNotFound: 'Time off not found',
  nameRequired: 'Name is required',
  nameTooLong: 'A name is at most 80 characters',
  bioTooLong: 'A bio is at most 600 characters',
  nothingToChange: 'Choose something to change',
  serviceUnknown: 'One of the services does not exist',
  serviceTwice: 'Each service once',
  ownPriceInvalid: 'An own price is a whole number of rupees, 0 or more',
  ownLengthInvalid: 'An own length is from 5 to 720 minutes',
  shiftInvalid: 'A shift runs from a start to a later end time on one day (HH:mm)',
  shiftsOverlap: 'Two shifts of one day overlap: leave a gap between them or join them',
  timeOffInvalid: 'Time off needs a start and a later end',
  timeOffPast: 'Time off must end in the future',
  reasonTooLong: 'A reason is at most 200 characters',
  hasFutureBookings: 'This stylist has {count} future bookings: move them to a colleague first',
  timeOffHasBookings: 'This stylist has {count} bookings in that time: move them to a colleague first',
  shiftsLeaveBookings:
    'These shifts leave {count} bookings of this stylist off shift: move them to a colleague first',
  hasLiveHolds: 'A customer is paying for a time with this stylist right now: try again in a few minutes',
  hasPastBookings: 'This stylist has bookings on record: switch off “Bookable online” instead',
  moveToSelf: 'Choose a colleague other than this stylist',
  moveRefused: '{name} cannot take {count} of the bookings: nothing was moved',
  moved: 'Bookings moved: {count}',
  moveRaced: 'The colleague’s time changed while moving: nothing was moved, try again',
  // docs/decisions/0045-branches.md: where a stylist works, and which branch each shift is at.
  branchesRequired: 'Choose at least one branch this stylist works at',
  shiftBranchNotWorked: 'A shift is at a branch this stylist does not work at',
  branchesLeaveBookings:
    'This stylist has {count} bookings at a branch taken off: move them to a colleague first',
} as const;
