/**
 * docs/product.md#2.9: the plain words beside the spec's money rows: what is paid now and what
 * is left for the salon. Amounts come in already written ('LKR 1,000').
 */
export const moneyMessages = {
  payNow: 'Pay now',
  paidNow: 'Paid now',
  payAtSalon: 'To pay at the salon',
  feeDeducted: '(booking fee deducted)',
  bookingFeeOnly: (fee: string) => `${fee} booking fee`,
  feeDeductedPolicy: (fee: string) => `The ${fee} booking fee is deducted from your bill at the salon.`,
  feeNotDeductedPolicy: (fee: string) =>
    `The ${fee} booking fee is not deducted from your bill: the services are paid in full at the salon.`,
} as const;
