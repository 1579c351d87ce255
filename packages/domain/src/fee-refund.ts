/** docs/product.md#9: the booking fee comes back when an appointment is cancelled this far ahead. */
export const REFUND_NOTICE_HOURS = 24;
const REFUND_NOTICE_MS = REFUND_NOTICE_HOURS * 60 * 60 * 1000;

/** Whether cancelling at `now` refunds the booking fee of an appointment starting at `startsAt`. */
export const isFeeRefundableOnCancel = (startsAt: Date, now: Date) =>
  startsAt.getTime() - now.getTime() >= REFUND_NOTICE_MS;

/** How long a card refund takes to arrive, as the refund policy states it. */
export const REFUND_ARRIVAL_TEXT = '5-10 working days';
