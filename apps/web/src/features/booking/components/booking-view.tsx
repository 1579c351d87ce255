import { waitlistMessages } from '@salon/contracts';
import type { Branch, Cart, PublicConfig } from '@salon/contracts';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { PageHero } from '../../../components/ui/page-hero.tsx';
import { useBookingSettings } from '../../../lib/use-booking-settings.ts';
import { useChosenBranch } from '../../../lib/branches.ts';
import type { ChosenBranch } from '../../../lib/branches.ts';
import { useStaff } from '../../../lib/team.ts';
import { useT } from '../../../lib/use-language.tsx';
import { useAvailability } from '../api/check-availability.ts';
import { useBookableDays } from '../api/get-bookable-days.ts';
import { useAvailabilityToasts } from '../hooks/use-availability-toasts.ts';
import { useBookingFlow } from '../hooks/use-booking-flow.ts';
import type { HeldOffer } from '../hooks/use-booking-flow.ts';
import { bookingWindow } from '../lib/booking-dates.ts';
import { readBookingDraft } from '../lib/booking-draft.ts';
import { toRequestedServices, toTimeSlot } from '../lib/booking-services.ts';
import { cartWithStylist, stylistOffersFor } from '../lib/stylist-offers.ts';
import { BookingNoteField } from './booking-note-field.tsx';
import { BranchStep } from './branch-step.tsx';
import { DatePickerField } from './date-picker-field.tsx';
import { FirstAvailableButton } from './first-available-button.tsx';
import { NearestTimes } from './nearest-times.tsx';
import { NextAvailableButton } from './next-available-button.tsx';
import { PaymentFailed } from './payment-failed.tsx';
import type { Customer } from './payment-section.tsx';
import { PaymentSection } from './payment-section.tsx';
import { PaymentSuccess } from './payment-success.tsx';
import { SelectedSlotBox } from './selected-slot-box.tsx';
import { ServiceSummary } from './service-summary.tsx';
import { StylistSection } from './stylist-step.tsx';
import { TimeSlotGrid } from './time-slot-grid.tsx';

interface BookingViewProps {
  cart: Cart;
  /**
   * The branch choice, when the page prices the cart at it (docs/decisions/0045-branches.md);
   * absent, the view keeps its own.
   */
  branchChoice?: ChosenBranch;
  /** null: a visitor, who sees the times and is asked for an account at payment (docs/product.md#2.10). */
  customer: Customer | null;
  paymentConfig: PublicConfig | null | undefined;
  onBooked: () => void;
  /** The server asked for another booking fee: the page reloads the cart and config (docs/product.md#9). */
  onFeeChanged: () => void;
  onBookAnother: () => void;
  /**
   * Opened from Book again (docs/product.md#2.1): the earliest free start is chosen to begin
   * with, unless choices kept for this cart are brought back.
   */
  proposeFirst?: boolean;
  /** A waitlist offer being claimed: its held time is chosen (docs/decisions/0042-waitlist.md). */
  offer?: HeldOffer | null;
  /**
   * What a full day, or a day whose times do not suit, offers instead (the page's "Join the
   * waitlist", docs/decisions/0042-waitlist.md).
   */
  /** Shown above the branch step: what the cart holds that the chosen branch cannot book. */
  cartNotice?: ReactNode;
  /** While set, the pay button is disabled with this reason beside it (the cart cannot be booked here). */
  blockedReason?: string | undefined;
  whenDayFull?: (
    date: string,
    staffId: string | undefined,
    branch?: { _id: string; name: string } | undefined,
    /** The weekly hours of the branch booked at, the only one included (undefined while loading). */
    hours?: Branch['hours'] | undefined,
  ) => ReactNode;
}

/** docs/product.md#2.10 and docs/product.md#4.5: choose a date and a slot, pay the booking fee, see the outcome. */
export function BookingView({
  cart,
  branchChoice: givenBranchChoice,
  customer,
  paymentConfig,
  onBooked,
  onFeeChanged,
  onBookAnother,
  proposeFirst = false,
  offer = null,
  cartNotice,
  blockedReason,
  whenDayFull,
}: BookingViewProps) {
  const t = useT();
  // The clock is read once, so the picker's range does not shift under the customer at midnight;
  // the owner's limits (GET /api/config) may still arrive after the first render.
  const [openedAt] = useState(() => new Date());
  const limits = useBookingSettings();
  const range = bookingWindow(openedAt, limits);
  // Choices made before a sign-in interrupted this checkout; a day no longer bookable is not kept.
  const [restored] = useState(() => {
    const draft = readBookingDraft(cart);
    if (!draft?.date || (draft.date >= range.min && draft.date <= range.max)) return draft;
    return { date: null, startTime: null, note: draft.note, staffId: draft.staffId };
  });
  const services = toRequestedServices(cart);
  // docs/decisions/0045-branches.md: with two or more branches the customer picks one first (the
  // main one until they do); with one, undefined: the server's main branch.
  const ownBranchChoice = useChosenBranch();
  const branchChoice = givenBranchChoice ?? ownBranchChoice;
  const { branchId } = branchChoice;
  // docs/decisions/0036-stylists.md: the team who do every service of the cart; none, no step.
  const staff = useStaff({ branchId });
  const offers = stylistOffersFor(staff.data ?? [], cart);
  const hasTeam = (staff.data?.length ?? 0) > 0;
  const visitMinutes = (staffId: string | null) =>
    offers.find((offer) => offer.member._id === staffId)?.durationMinutes ?? cart.summary.totalDuration;
  const [chosenMonth, setChosenMonth] = useState<string | null>(restored?.date?.slice(0, 7) ?? null);
  // docs/product.md#2.10: the first day with a free start (from today on) is shown and chosen to
  // begin with; it stays the choice even if it fills up meanwhile (then Next available is offered).
  const [firstShown, setFirstShown] = useState<string | null>(null);
  const flow = useBookingFlow({
    cart,
    onBooked,
    onFeeChanged,
    defaultDate: firstShown,
    restored,
    visitMinutes,
    offer,
    branchId,
  });
  // A waitlist offer books its held time, stylist and branch as they are (docs/decisions/0042-waitlist.md):
  // the customer pays for it or leaves it; the choices of an ordinary booking stay closed.
  const claiming = offer !== null;
  // A stylist kept from before a sign-in who no longer does this cart (or left the team): anyone.
  if (!claiming && staff.data && flow.staffId && !offers.some((offer) => offer.member._id === flow.staffId)) {
    flow.chooseStaff(null);
  }
  const staffId = flow.staffId ?? undefined;
  const month = chosenMonth ?? firstShown?.slice(0, 7) ?? range.min.slice(0, 7);
  const bookable = useBookableDays(month, services, staffId, branchId);
  const firstBookable = bookable.data?.firstBookableDate ?? null;
  if (firstShown === null && firstBookable) setFirstShown(firstBookable);
  const asked = { services, staffId, ...(branchId && { branchId }) };
  const availability = useAvailability(flow.date ? { date: flow.date, ...asked } : null);
  // The first bookable day's earliest start, for "First available" (the same query when that day is shown).
  const firstDayTimes = useAvailability(firstBookable ? { date: firstBookable, ...asked } : null);
  const firstStart = firstDayTimes.data?.[0] ?? null;
  const [hasProposed, setHasProposed] = useState(() => !proposeFirst || Boolean(restored?.startTime));
  if (!hasProposed && firstBookable && firstStart && !flow.slot) {
    setHasProposed(true);
    flow.chooseDateAndSlot(firstBookable, firstStart);
  }
  useAvailabilityToasts(availability);
  // A restored start taken meanwhile is let go once the day's free starts are known.
  if (flow.slotIsRestored && availability.data && !availability.data.includes(flow.slot?.start ?? '')) {
    flow.dropRestoredSlot();
  }

  function chooseDay(date: string) {
    flow.chooseDate(date);
    setChosenMonth(date.slice(0, 7));
  }

  // A chosen day that turned out full (its last start taken meanwhile) is shown as full.
  const chosenDayIsFull = availability.data?.length === 0;
  const { refetch: refetchDays } = bookable;
  useEffect(() => {
    if (chosenDayIsFull) void refetchDays();
  }, [chosenDayIsFull, availability.dataUpdatedAt, refetchDays]);
  const durationMinutes = visitMinutes(flow.staffId);
  const chosenOffer = offers.find((offer) => offer.member._id === flow.staffId);
  const slots = (availability.data ?? []).map((start) => toTimeSlot(start, durationMinutes));

  if (flow.outcome?.kind === 'success') {
    return (
      <div className="px-4 py-12 sm:px-6 sm:py-16">
        <PaymentSuccess
          appointment={flow.outcome.appointment}
          cart={flow.outcome.cart}
          onBookAnother={onBookAnother}
        />
      </div>
    );
  }
  if (flow.outcome?.kind === 'failed') {
    return (
      <div className="px-4 py-12 sm:px-6 sm:py-16">
        <PaymentFailed
          message={flow.outcome.message}
          paymentId={flow.outcome.paymentId}
          onRetry={flow.retryPayment}
          isRetrying={flow.isStartingPayment}
        />
      </div>
    );
  }

  const isLocked = flow.isPaying || claiming;
  return (
    <>
      <PageHero
        eyebrow="Step 2 of 2"
        title="Book Appointment"
        description="Choose a date and a time that suits you, then pay the booking fee to secure your visit."
      />
      <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-10 sm:px-6 sm:py-12 lg:grid-cols-[1fr_24rem] lg:items-start">
        {/*
          Two stacks beside the summary: on a wide screen the sticky summary has its column to
          itself (a sticky grid item moves over the whole grid, so nothing else may sit under
          it); on a phone it comes between choosing the time and paying.
        */}
        <div className="min-w-0 space-y-8">
          {!claiming && cartNotice}
          {branchChoice.choosing && !claiming && (
            <BranchStep
              branches={branchChoice.branches}
              chosen={branchId ?? null}
              onChoose={(chosen) => {
                // Another branch has its own team and times: the choices made for the last one go.
                if (chosen !== branchId) {
                  flow.chooseStaff(null);
                  setFirstShown(null);
                }
                branchChoice.choose(chosen);
              }}
              disabled={isLocked || flow.intent !== null}
            />
          )}
          {/* Shown once the team is known: a salon with no team never sees the step, not even loading.
              A held offer's stylist is the offer's: nothing to choose. */}
          {!claiming && (hasTeam || staff.isError) && (
            <StylistSection
              offers={offers}
              error={staff.isError ? staff.error : null}
              onRetry={() => void staff.refetch()}
              chosen={flow.staffId}
              onChoose={flow.chooseStaff}
              disabled={isLocked}
            />
          )}
          <section
            aria-labelledby="date-time-title"
            className="space-y-6 rounded-3xl border border-sand-200 bg-white p-6 shadow-sm sm:p-8"
          >
            <h2 id="date-time-title" className="text-2xl text-plum-950">
              {t('Date and time')}
            </h2>
            {!claiming && firstBookable && firstStart && (
              <FirstAvailableButton
                date={firstBookable}
                start={firstStart}
                isChosen={flow.date === firstBookable && flow.slot?.start === firstStart}
                onChoose={(date, start) => {
                  flow.chooseDateAndSlot(date, start);
                  setChosenMonth(date.slice(0, 7));
                }}
                disabled={isLocked}
              />
            )}
            {/* The held time is the offer's: no other day or time to choose. */}
            {!claiming && (
              <>
                <DatePickerField
                  value={flow.date}
                  range={range}
                  month={month}
                  onMonthChange={setChosenMonth}
                  bookable={bookable}
                  onChange={chooseDay}
                  disabled={isLocked}
                  branchHours={branchChoice.branch?.hours}
                  fullDaysChoosable={Boolean(whenDayFull)}
                />
                <div>
                  <h3 className="mb-3 text-sm font-medium text-ink">{t('Available time slots')}</h3>
                  <TimeSlotGrid
                    date={flow.date}
                    slots={slots}
                    selected={flow.slot}
                    onSelect={flow.chooseSlot}
                    isLoading={availability.isLoading}
                    error={availability.isError ? availability.error : null}
                    onRetry={() => void availability.refetch()}
                    disabled={isLocked}
                    emptyMessage={chosenDayIsFull && whenDayFull ? waitlistMessages.dayFull : undefined}
                    whenEmpty={
                      firstBookable && firstBookable !== flow.date ? (
                        <NextAvailableButton date={firstBookable} onChoose={chooseDay} />
                      ) : null
                    }
                  />
                </div>
              </>
            )}
            {flow.date &&
              availability.data &&
              !flow.slot &&
              !flow.offerId &&
              whenDayFull?.(
                flow.date,
                staffId,
                branchId ? branchChoice.branch : undefined,
                branchChoice.branch?.hours,
              )}
            {flow.offerId && (
              <p role="status" className="rounded-2xl bg-plum-50 px-4 py-3 text-sm text-plum-950">
                {t(waitlistMessages.offerTitle)}
                {offer?.branchName && (
                  <span className="block font-medium">
                    {t(waitlistMessages.atBranch, { branch: offer.branchName })}
                  </span>
                )}
              </p>
            )}
            <SelectedSlotBox date={flow.date} slot={flow.slot} durationMinutes={durationMinutes} />
          </section>
        </div>
        <div className="lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          {/* An offer's cart has the hold's own prices already (the stylist's where they have one). */}
          <ServiceSummary
            cart={!claiming && chosenOffer?.differs ? cartWithStylist(cart, chosenOffer) : cart}
          />
        </div>
        <div className="min-w-0 space-y-8 lg:col-start-1">
          {/* The hold carries the note: once it exists, the note is settled. */}
          <BookingNoteField
            value={flow.note}
            onChange={flow.setNote}
            disabled={isLocked || flow.intent !== null}
          />
          {flow.nearestTimes && flow.nearestTimes.date === flow.date && (
            <NearestTimes
              starts={flow.nearestTimes.starts}
              onChoose={(start) => flow.chooseDateAndSlot(flow.nearestTimes!.date, start)}
              disabled={isLocked}
            />
          )}
          <PaymentSection
            flow={flow}
            config={paymentConfig}
            customer={customer}
            blockedReason={claiming ? undefined : blockedReason}
          />
        </div>
      </div>
    </>
  );
}
