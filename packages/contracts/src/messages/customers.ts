/**
 * The owner's customers and daily close (docs/decisions/0041-customers-and-merge.md): answers,
 * refusals and the words the back office shows around them. Each is its own id
 * (docs/decisions/0035-messages-by-id.md).
 */
export const customerMessages = {
  customerNotFound: 'Customer not found',
  noteNotFound: 'Note not found',
  noteAdded: 'Note added',
  noteSaved: 'Note saved',
  noteDeleted: 'Note deleted',
  noteRequired: 'Write the note',
  noteTooLong: 'A note is at most 2000 characters',
  noteKindInvalid: 'Choose allergy, colour or general',
  nothingToChange: 'Choose something to change',
  mergeSame: 'Choose another customer to merge: a record cannot merge with itself',
  mergeNotCustomer: 'Only customer records can be merged: the salon’s own accounts stay apart',
  mergeTwoSignIns:
    'Both records sign in with an e-mail and a password: ask the customer which one to keep, and merge the other once it has no password',
  mergeHoldLive: 'One of these customers is paying for a booking right now: try again in a few minutes',
  merged: 'Records merged',
  customerIdInvalid: 'Choose a customer',
} as const;
