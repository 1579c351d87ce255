/** Rupees are written by the one formatter the mails use too (packages/contracts/src/money-format.ts). */
export { formatLkr, groupThousands } from '@salon/contracts';
