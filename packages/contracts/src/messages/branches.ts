/** docs/decisions/0045-branches.md: what customers are told about the salon's branches. */
export const branchMessages = {
  branchNotFound: 'This branch was not found. Please choose another branch.',
  branchClosed: 'This branch is closed. Please choose another branch.',
  serviceNotOfferedAtBranch:
    'A service in your cart is not offered at this branch. Please choose another branch.',
  /** The booking page names the cart's services the chosen branch does not offer (walk 28, P1). */
  notOfferedInCart: '{branch} does not offer these services in your cart:',
  notOfferedHint: 'Remove them to book the rest here, or choose another branch.',
  removeNotOffered: 'Remove them from the cart',
  /** Beside the disabled pay button while the cart holds such services (booking would refuse them). */
  notOfferedBlocksBooking: 'To book, remove the services {branch} does not offer, or choose another branch.',
} as const;
