/** docs/decisions/0045-branches.md: what customers are told about the salon's branches. */
export const branchMessages = {
  branchNotFound: 'This branch was not found. Please choose another branch.',
  branchClosed: 'This branch is closed. Please choose another branch.',
  serviceNotOfferedAtBranch:
    'A service in your cart is not offered at this branch. Please choose another branch.',
} as const;
