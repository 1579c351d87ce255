/**
 * A branch manager (docs/decisions/0049-branch-manager.md): what the owner is told when appointing
 * or removing one, and what a manager hears when reaching for another branch. Each is its own id
 * (docs/decisions/0035-messages-by-id.md).
 */
export const managerMessages = {
  otherBranch: 'You manage another branch: this one is not yours to see or change',
  appointed: 'Branch manager appointed',
  removed: 'Branch manager removed: the account is a customer account again',
  noAccount: 'No account uses this e-mail address: ask them to register first',
  notVerified: 'This account has not confirmed its e-mail address yet',
  notACustomer: "Only a customer's account can become a branch manager",
  notAManager: 'This account is not a branch manager',
} as const;
