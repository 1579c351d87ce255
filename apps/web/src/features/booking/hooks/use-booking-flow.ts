import { appointmentMessages, cardDeclineReason, paymentMessages } from '@salon/contracts';
import type { Appointment, Cart, SandboxConfirmResponse } from '@salon/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { describeError, errorMessage, hasErrorCode, isApiError } from '../../../lib/api-error.ts';
import { useT } from '../../../lib/use-language.tsx';
import { availabilityQueryKey } from '../api/check-availability.ts';
import { createAppointment } from '../api/create-appointment.ts';
import { bookableDaysQueryKey } from '../../../lib/bookable-days.ts';
import { InvalidPaymentResponseError, useCreatePaymentIntent } from '../api/create-payment-intent.ts';
import type { PaymentIntent } from '../api/create-payment-intent.ts';
import { forgetBookingDraft, saveBookingDraft } from '../lib/booking-draft.ts';
import type { BookingDraft } from '../lib/booking-draft.ts';
import { toAppointmentServices, toRequestedServices, toTimeSlot } from '../lib/booking-services.ts';
import type { TimeSlot } from '../lib/booking-services.ts';

/** Asks the payment provider to charge the card; both providers answer in Stripe.js's shape. */
export type ConfirmPayment = (intent: PaymentIntent) => Promise<SandboxConfirmResponse>;

export type BookingOutcome =
  | { kind: 'success'; appointment: Appointment; cart: Cart }
  | { kind: 'failed'; message: string; paymentId: string | undefined };

interface BookingFlowOptions {
  cart: Cart;
  /** The page drops the cached cart and appointment list (docs/product.md#4.5). */
  onBooked: () => void;
  /** The server asks for another fee (the owner changed it): the page reloads the cart and config. */
  onFeeChanged: () => void;
  /** The date taken until the customer chooses one (the first bookable day). */
  defaultDate?: string | null;
  /** What was chosen before a sign-in interrupted the checkout (lib/booking-draft.ts). */
  restored?: BookingDraft | null;
  /**
   * The visit's length with a stylist (null: anyone), in minutes: a stylist may take longer or
   * shorter than the catalogue (docs/decisions/0036-stylists.md). Defaults to the cart's.
   */
  visitMinutes?: (staffId: string | null) => number;
  /**
   * A waitlist offer being claimed (docs/decisions/0042-waitlist.md): its held time is chosen
   * and paid for by the offer; choosing another time lets the offer be.
   */
  offer?: HeldOffer | null;
  /** The branch chosen (docs/decisions/0045-branches.md); absent with one branch: the main one. */
  branchId?: string | undefined;
}

/** The time a waitlist offer holds for the customer. */
export interface HeldOffer {
  id: string;
  date: string;
  startTime: string;
  staffId: string | null;
  /**
   * The fee stored with the offer's hold: its branch's (docs/decisions/0045-branches.md). The
   * server pays that one, whatever the cart's; absent: the cart's.
   */
  bookingFeeLkr?: number | undefined;
  /** The branch the time is held at, with two or more (docs/decisions/0045-branches.md). */
  branchName?: string | null | undefined;
}

/** "HH:mm" starts a 409 SLOT_TAKEN answer offers instead (docs/decisions/0036-stylists.md). */
function nearestSlotsOf(error: unknown): string[] {
  const offered = isApiError(error) ? error.details?.nearestSlots : undefined;
  if (!Array.isArray(offered)) return [];
  return offered
    .filter((start): start is string => typeof start === 'string' && /^\d{2}:\d{2}$/.test(start))
    .slice(0, 3);
}

function bookingFailureMessage(error: unknown): string {
  // Paid, but no readable answer: whether the booking exists is unknown, and the screen says so.
  if (hasErrorCode(error, 'NETWORK_ERROR', 'TIMEOUT', 'INVALID_RESPONSE')) {
    return paymentMessages.noCreationResponse;
  }
  const message = describeError(error, paymentMessages.bookFailed);
  return isApiError(error) && error.details?.missingIds
    ? message + paymentMessages.missingServiceIds
    : message;
}

interface ChosenSlot {
  date: string | null;
  /** "HH:mm"; its end follows from the visit's length with the chosen stylist. */
  start: string;
  /** Brought back from a draft, or kept across a change of stylist: still to be checked against what is free now. */
  restored: boolean;
}

/**
 * docs/product.md#4.5: date -> slot -> payment intent -> card confirmation -> appointment. The state lives
 * in this hook's component; it is also kept as a draft for this cart (lib/booking-draft.ts), so a
 * sign-in in the middle (a session that ran out) brings the customer back to the same choices.
 */
export function useBookingFlow({
  cart,
  onBooked,
  onFeeChanged,
  defaultDate = null,
  restored = null,
  visitMinutes = () => cart.summary.totalDuration,
  offer = null,
  branchId,
}: BookingFlowOptions) {
  const queryClient = useQueryClient();
  const t = useT();
  const createIntent = useCreatePaymentIntent();
  const [chosenDate, setChosenDate] = useState<string | null>(offer?.date ?? restored?.date ?? null);
  const [offerId, setOfferId] = useState<string | null>(offer?.id ?? null);
  const date = chosenDate ?? defaultDate;
  // A slot belongs to its date: when the date changes underneath it, no slot is chosen.
  const [chosenSlot, setChosenSlot] = useState<ChosenSlot | null>(() =>
    offer
      ? { date: offer.date, start: offer.startTime, restored: false }
      : restored?.date && restored.startTime
        ? { date: restored.date, start: restored.startTime, restored: true }
        : null,
  );
  // docs/decisions/0036-stylists.md: null is "Anyone available", the salon's pick.
  const [staffId, setStaffId] = useState<string | null>(offer ? offer.staffId : (restored?.staffId ?? null));
  const slot = chosenSlot?.date === date ? toTimeSlot(chosenSlot.start, visitMinutes(staffId)) : null;
  // The nearest free starts a 409 offered for the time that was just taken.
  const [nearestTimes, setNearestTimes] = useState<{ date: string; starts: string[] } | null>(null);
  const [intent, setIntent] = useState<PaymentIntent | null>(null);
  const [isPaying, setIsPaying] = useState(false);
  const [outcome, setOutcome] = useState<BookingOutcome | null>(null);
  // docs/product.md#2.10: the customer's note for the salon travels with the hold.
  const [note, setNote] = useState(restored?.note ?? '');
  const slotIsRestored = chosenSlot?.restored === true && slot !== null;

  // Every choice is kept for this cart until the booking is made.
  const chosenStart = slot?.start ?? null;
  const isBooked = outcome?.kind === 'success';
  // A start chosen on the day shown first pins that day too.
  const draftDate = chosenDate ?? (chosenStart ? date : null);
  useEffect(() => {
    if (!isBooked) saveBookingDraft(cart, { date: draftDate, startTime: chosenStart, note, staffId });
  }, [cart, draftDate, chosenStart, note, staffId, isBooked]);
  // docs/product.md#9: the owner's fee as the server's cart summary states it; the pay button
  // names it and the payment asks for it.
  // A waitlist offer is paid at the fee stored with its hold (docs/decisions/0042-waitlist.md).
  const bookingFeeLkr =
    offerId && offer?.id === offerId && offer.bookingFeeLkr !== undefined
      ? offer.bookingFeeLkr
      : cart.summary.bookingFee;

  function chooseDate(next: string | null) {
    setOfferId(null);
    setChosenDate(next);
    setChosenSlot(null);
    // A hold is for one slot: a new choice needs a new payment setup.
    setIntent(null);
    setNearestTimes(null);
  }

  function chooseSlot(next: TimeSlot) {
    setOfferId(null);
    setChosenSlot({ date, start: next.start, restored: false });
    setIntent(null);
    setNearestTimes(null);
  }

  /** docs/product.md#2.10 "First available": a day and its start in one choice. */
  function chooseDateAndSlot(nextDate: string, start: string) {
    setOfferId(null);
    setChosenDate(nextDate);
    setChosenSlot({ date: nextDate, start, restored: false });
    setIntent(null);
    setNearestTimes(null);
  }

  /**
   * docs/decisions/0036-stylists.md: another stylist (null: anyone) has other free times. The
   * chosen start stays if they are free then too; it is checked like a restored one.
   */
  function chooseStaff(next: string | null) {
    if (next === staffId) return;
    setOfferId(null);
    setStaffId(next);
    setChosenSlot((chosen) => (chosen ? { ...chosen, restored: true } : null));
    setIntent(null);
    setNearestTimes(null);
  }

  /** The restored start is no longer free (or no longer offered): the customer chooses again. */
  function dropRestoredSlot() {
    setChosenSlot(null);
  }

  function startPayment() {
    if (!date || !slot || cart.items.length === 0) {
      toast.error(t(appointmentMessages.selectDateTimeServices));
      return;
    }
    createIntent.mutate(
      {
        // The fee the server put in this cart's summary: the owner's current one.
        totalAmount: bookingFeeLkr,
        date,
        startTime: slot.start,
        services: toRequestedServices(cart),
        notes: note,
        ...(staffId && { staffId }),
        ...(offerId && { offerId }),
        ...(branchId && { branchId }),
      },
      {
        onSuccess: (created) => {
          setIntent(created);
          toast.info(t(paymentMessages.enterDetails));
        },
        onError: (error) => {
          // By id: a built answer ("The booking fee is LKR 1500") is formatted from its template.
          toast.error(
            t(
              error instanceof InvalidPaymentResponseError
                ? error.message
                : errorMessage(error, paymentMessages.setupFailed),
            ),
          );
          // The owner changed the fee since the cart was loaded: show the current one.
          if (hasErrorCode(error, 'FEE_CHANGED')) onFeeChanged();
          // Someone took the slot a moment ago; show what is still free.
          if (hasErrorCode(error, 'SLOT_TAKEN')) {
            setChosenSlot(null);
            const nearest = nearestSlotsOf(error);
            setNearestTimes(nearest.length > 0 ? { date, starts: nearest } : null);
            void queryClient.invalidateQueries({ queryKey: availabilityQueryKey(date) });
            void queryClient.invalidateQueries({ queryKey: bookableDaysQueryKey });
          }
        },
      },
    );
  }

  function fail(message: string, paymentId: string | undefined, toastId: string | number) {
    toast.error(t(message), { id: toastId });
    setOutcome({ kind: 'failed', message, paymentId });
  }

  async function pay(confirm: ConfirmPayment) {
    if (!intent) {
      toast.error(t(appointmentMessages.paymentUnavailable));
      return;
    }
    if (!date || !slot || cart.items.length === 0) {
      toast.error(t(appointmentMessages.selectDateTimeServicesBeforePayment));
      return;
    }
    setIsPaying(true);
    const toastId = toast.loading(t(paymentMessages.processing));
    try {
      let result: SandboxConfirmResponse;
      try {
        result = await confirm(intent);
      } catch (error) {
        // The card form itself broke (the provider's script, an unreadable answer) rather than refused.
        const isProcessingFault = !isApiError(error) || hasErrorCode(error, 'INVALID_RESPONSE');
        const message = isProcessingFault
          ? paymentMessages.processingFailed
          : describeError(error, paymentMessages.failedRetry);
        fail(message, intent.paymentIntentId, toastId);
        return;
      }
      if ('error' in result) {
        fail(
          // The provider's reason in words the catalogues translate (docs/product.md#2.10).
          cardDeclineReason(result.error) || paymentMessages.cardFailed,
          result.error.payment_intent.id || intent.paymentIntentId,
          toastId,
        );
        return;
      }
      const { id: paymentId, status } = result.paymentIntent;
      if (status !== 'succeeded') {
        fail(t(paymentMessages.notCompleted, { status }), paymentId, toastId);
        return;
      }

      toast.loading(t(paymentMessages.creating), { id: toastId });
      try {
        const appointment = await createAppointment({
          date,
          startTime: slot.start,
          endTime: slot.end,
          paymentIntentId: paymentId,
          services: toAppointmentServices(cart),
        });
        toast.success(t(paymentMessages.succeeded), { id: toastId });
        toast.success(t(appointmentMessages.booked));
        forgetBookingDraft();
        setOutcome({ kind: 'success', appointment, cart });
        onBooked();
      } catch (error) {
        toast.error(t(paymentMessages.paidButNotBooked, { id: paymentId }), { id: toastId });
        setOutcome({ kind: 'failed', message: bookingFailureMessage(error), paymentId });
      }
    } finally {
      setIsPaying(false);
    }
  }

  /** docs/product.md#4.5: retry clears the error, payment id and client secret and sets up payment again. */
  function retryPayment() {
    setOutcome(null);
    setIntent(null);
    startPayment();
  }

  return {
    date,
    slot,
    staffId,
    /** The waitlist offer this payment claims, until another time is chosen. */
    offerId,
    chooseStaff,
    nearestTimes,
    intent,
    outcome,
    note,
    setNote,
    bookingFeeLkr,
    isPaying,
    isStartingPayment: createIntent.isPending,
    chooseDate,
    chooseSlot,
    chooseDateAndSlot,
    slotIsRestored,
    dropRestoredSlot,
    startPayment,
    pay,
    retryPayment,
  };
}

export type BookingFlow = ReturnType<typeof useBookingFlow>;
