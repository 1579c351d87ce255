import { bookingNoteMessages } from '@salon/contracts';
import type { AdminDay, DayAppointment, DayHold, TimeBlock } from '@salon/contracts';
import { clsx } from 'clsx';
import { MoveRight, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { DragEvent, KeyboardEvent, MouseEvent } from 'react';
import { Link } from 'react-router';
import { PhoneLink } from '../../../components/ui/phone-link.tsx';
import { statusTone } from '../../../components/ui/status-badge.tsx';
import type { StatusTone } from '../../../components/ui/status-badge.tsx';
import { formatTime12h } from '../../../lib/format-time.ts';
import { formatSalonClockTime } from '../../../lib/salon-date.ts';
import { bookedServiceList } from '../../../lib/service-texts.ts';
import { useLanguage, useT } from '../../../lib/use-language.tsx';
import {
  byChair,
  byStylist,
  hourMarks,
  minutesOf,
  placeAppointment,
  PX_PER_MINUTE,
} from '../lib/day-layout.ts';
import { timeAtOffset } from '../lib/front-desk.ts';
import { shiftProposedMove } from '../lib/keyboard-move.ts';
import type { ProposedMove } from '../lib/keyboard-move.ts';

/**
 * What the owner does from the grid (docs/decisions/0040-front-desk.md): move a booking (its
 * button, or a drag onto a column and time), book an empty time, remove a block. Absent: the
 * grid only shows.
 */
export interface DeskActions {
  onMove: (appointment: DayAppointment, at?: { startTime: string; staffId?: string | undefined }) => void;
  onBookAt: (at: { startTime: string; staffId?: string | undefined }) => void;
  onRemoveBlock: (block: TimeBlock) => void;
}

const isMovable = (appointment: DayAppointment) =>
  appointment.status === 'pending' || appointment.status === 'confirmed';
const DRAG_TYPE = 'application/x-salon-appointment';

// The customer side's badge colours (docs/product.md#4.4), as a block's fill and edge.
const blockTones: Record<StatusTone, string> = {
  yellow: 'border-yellow-500 bg-yellow-50',
  blue: 'border-blue-500 bg-blue-50',
  green: 'border-green-600 bg-green-50',
  red: 'border-red-500 bg-red-50 opacity-70',
  grey: 'border-gray-400 bg-gray-50 opacity-70',
};

type Hours = NonNullable<AdminDay['openingHours']>;

/** `showChair`: in a stylist's column, the chair still matters to the owner, so the block names it. */
function AppointmentBlock({
  appointment,
  hours,
  showChair,
  actions,
  isProposing = false,
  keysHintId,
  onKeyDown,
  onBlur,
  isFocused = false,
}: {
  appointment: DayAppointment;
  hours: Hours;
  showChair: boolean;
  actions?: DeskActions | undefined;
  /** Moved by the keyboard right now: its proposed place is drawn elsewhere. */
  isProposing?: boolean | undefined;
  keysHintId?: string | undefined;
  onKeyDown?: ((event: KeyboardEvent) => void) | undefined;
  onBlur?: (() => void) | undefined;
  /** Just moved: its link takes focus where the block now is (mounted anew in another column, or at its new time). */
  isFocused?: boolean | undefined;
}) {
  const t = useT();
  const { language } = useLanguage();
  const { top, height } = placeAppointment(appointment, hours);
  const linkRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (isFocused) linkRef.current?.focus();
  }, [isFocused, appointment.startTime, appointment.date]);
  // The whole block opens the appointment (its link stretched over it), and the phone above
  // that calls the customer: a link may not hold another link.
  const movable = actions !== undefined && isMovable(appointment);
  const time = `${formatTime12h(appointment.startTime, language)} - ${formatTime12h(appointment.endTime, language)}`;
  // A phone's column fits the start alone ("10:00 AM -…" was cut): the end from sm up, and in the tooltip.
  const shownTime = (
    <>
      {formatTime12h(appointment.startTime, language)}
      <span className="max-sm:hidden"> - {formatTime12h(appointment.endTime, language)}</span>
    </>
  );
  // Under 45 minutes there is room for one line on a phone's narrow column: the customer's
  // name goes first, cut short with an ellipsis, the whole of it in the tooltip.
  const isShort = height < 45 * PX_PER_MINUTE;
  const name = (
    <span className="block truncate font-semibold text-ink" title={appointment.customerName}>
      {appointment.customerName}
    </span>
  );
  return (
    <li
      title={`${appointment.customerName}, ${time}`}
      // A column that wraps: a line that does not fit whole goes to a second column, out of
      // sight past the block's right edge and padding (the gap), instead of showing cut in half.
      className={clsx(
        'absolute inset-x-1 flex flex-col flex-wrap gap-x-4 overflow-hidden rounded-lg border-l-4 px-2 py-1 text-xs shadow-xs hover:shadow-md [&>:not(button)]:w-full',
        blockTones[statusTone(appointment.status)],
        movable && 'cursor-grab',
        isProposing && 'ring-2 ring-plum-600',
      )}
      style={{ top, height }}
      draggable={movable || undefined}
      onDragStart={movable ? (event) => event.dataTransfer.setData(DRAG_TYPE, appointment._id) : undefined}
    >
      <Link
        ref={linkRef}
        to={`/admin/appointments?search=${encodeURIComponent(appointment.appointmentId)}`}
        className="block after:absolute after:inset-0"
        // The keyboard's drag (docs/decisions/0040-front-desk.md): the block's link takes the keys.
        aria-describedby={movable ? keysHintId : undefined}
        onKeyDown={movable ? onKeyDown : undefined}
        onBlur={movable ? onBlur : undefined}
      >
        <span className={clsx('block', movable && 'pr-7 pointer-coarse:pr-11')}>
          {isShort ? (
            <>
              {name}
              <span className="block truncate text-ink">{shownTime}</span>
            </>
          ) : (
            <>
              <span className="block truncate font-semibold text-ink">{shownTime}</span>
              <span className="block truncate text-ink" title={appointment.customerName}>
                {appointment.customerName}
              </span>
            </>
          )}
        </span>
        {appointment.arrivedAt && (
          // docs/decisions/0039-staff-accounts.md: the stylist or the front desk saw the customer come in.
          <span className="mt-0.5 inline-block rounded-full bg-emerald-100 px-1.5 font-semibold text-emerald-900">
            {t('Arrived')}
          </span>
        )}
        {showChair && (
          <span className="block text-ink-muted">{t('Chair {chair}', { chair: appointment.chair })}</span>
        )}
        <span className="sr-only">, {t(appointment.status)}</span>
      </Link>
      {appointment.customerPhone && (
        <PhoneLink phone={appointment.customerPhone} isCompact className="relative z-10 text-xs" />
      )}
      {movable && (
        <button
          type="button"
          onClick={() => actions.onMove(appointment)}
          aria-label={t('Move {name} at {time}', {
            name: appointment.customerName,
            time: formatTime12h(appointment.startTime, language),
          })}
          className="absolute top-0.5 right-0.5 z-10 grid size-7 place-items-center rounded-full bg-white/80 text-plum-900 hover:bg-white focus-visible:outline-2 focus-visible:outline-plum-600 pointer-coarse:size-11"
        >
          <MoveRight aria-hidden="true" className="size-4" />
        </button>
      )}
      <span className="block truncate text-ink-muted">
        {bookedServiceList(appointment.services, language)}
      </span>
      {appointment.notes && (
        <span className="block truncate text-plum-800">{`${t(bookingNoteMessages.customerNote)}: ${appointment.notes}`}</span>
      )}
    </li>
  );
}

/** A customer's checkout hold: the time is not offered online until it is paid for or ends. */
function HoldBlock({ hold, hours, showChair }: { hold: DayHold; hours: Hours; showChair: boolean }) {
  const t = useT();
  const { language } = useLanguage();
  const { top, height } = placeAppointment(hold, hours);
  return (
    <li
      className="absolute inset-x-1 overflow-hidden rounded-lg border border-dashed border-plum-400 bg-plum-50/80 px-2 py-1 text-xs"
      style={{ top, height }}
    >
      <span className="block font-semibold text-ink">
        {formatTime12h(hold.startTime, language)} - {formatTime12h(hold.endTime, language)}
      </span>
      <span className="block truncate text-plum-800">
        {t('Held at checkout until {time}', { time: formatSalonClockTime(hold.expiresAt) })}
      </span>
      {showChair && <span className="block text-ink-muted">{t('Chair {chair}', { chair: hold.chair })}</span>}
    </li>
  );
}

/** Time the owner blocked (docs/decisions/0040-front-desk.md): never offered online. */
function TimeBlockItem({
  block,
  hours,
  actions,
}: {
  block: TimeBlock;
  hours: Hours;
  actions?: DeskActions | undefined;
}) {
  const t = useT();
  const { language } = useLanguage();
  const { top, height } = placeAppointment(block, hours);
  return (
    <li
      className="absolute inset-x-1 overflow-hidden rounded-lg border border-gray-300 bg-[repeating-linear-gradient(135deg,var(--color-gray-100)_0_6px,var(--color-gray-200)_6px_12px)] px-2 py-1 text-xs"
      style={{ top, height }}
    >
      {/* Clear of the remove button, so a long time (Sinhala, Tamil) wraps rather than hides under it. */}
      <span className={clsx('block font-semibold text-ink', actions && 'pr-7 pointer-coarse:pr-11')}>
        {formatTime12h(block.startTime, language)} - {formatTime12h(block.endTime, language)}
      </span>
      <span className="block truncate text-ink">{t('Blocked: {reason}', { reason: block.reason })}</span>
      {actions && (
        <button
          type="button"
          onClick={() => actions.onRemoveBlock(block)}
          aria-label={t('Remove blocked time {from} - {to}', {
            from: formatTime12h(block.startTime, language),
            to: formatTime12h(block.endTime, language),
          })}
          className="absolute top-0.5 right-0.5 grid size-7 place-items-center rounded-full bg-white/80 text-ink hover:bg-white focus-visible:outline-2 focus-visible:outline-plum-600 pointer-coarse:size-11"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </li>
  );
}

/** One column of the day: a chair or a stylist, with its bookings and holds in time order. */
interface DayColumn {
  key: string;
  title: string;
  appointments: DayAppointment[];
  holds: DayHold[];
  holdsLabel: string;
  /** The blocked time of this chair or stylist. */
  blocks: TimeBlock[];
  /** The stylist the column is for (a drop or a click there books or moves to them). */
  staffId?: string | undefined;
}

function Columns({
  columns,
  hours,
  label,
  showChair,
  appointments,
  actions,
  focusedId,
}: {
  columns: DayColumn[];
  hours: Hours;
  label: string;
  showChair: boolean;
  /** Every booking of the day, to find the one a drag carries. */
  appointments: DayAppointment[];
  actions?: DeskActions | undefined;
  /** The booking whose link takes focus (the one just moved). */
  focusedId?: string | undefined;
}) {
  const marks = hourMarks(hours);
  const open = minutesOf(hours.open);
  const height = (minutesOf(hours.close) - open) * PX_PER_MINUTE;
  const markTop = (mark: string) => (minutesOf(mark) - open) * PX_PER_MINUTE;
  const t = useT();
  const { language } = useLanguage();
  const keysHintId = useId();
  const [proposal, setProposal] = useState<ProposedMove>();
  const [announcement, setAnnouncement] = useState('');
  const staffIds = columns.map((column) => column.staffId);
  const hasStylistColumns = staffIds.some((staffId) => staffId !== undefined);

  function moveByKeyboard(event: KeyboardEvent, appointment: DayAppointment, columnIndex: number) {
    if (!actions) return;
    const current = proposal?.appointmentId === appointment._id ? proposal : undefined;
    if (event.key === 'Escape' || event.key === 'Enter') {
      // Without a proposal, Enter follows the block's link as ever.
      if (!current) return;
      event.preventDefault();
      event.stopPropagation();
      setProposal(undefined);
      if (event.key === 'Escape') {
        setAnnouncement(t('Move cancelled'));
        return;
      }
      setAnnouncement('');
      actions.onMove(appointment, {
        startTime: current.startTime,
        staffId: columns[current.columnIndex]?.staffId,
      });
      return;
    }
    const next = shiftProposedMove(
      current ?? {
        appointmentId: appointment._id,
        startTime: appointment.startTime,
        endTime: appointment.endTime,
        columnIndex,
      },
      event.key,
      hours,
      staffIds,
    );
    if (!next) return;
    event.preventDefault();
    setProposal(next);
    setAnnouncement(
      t('Move {name} to {time}, {column}. Enter to confirm, Escape to cancel.', {
        name: appointment.customerName,
        time: formatTime12h(next.startTime, language),
        column: columns[next.columnIndex]?.title ?? '',
      }),
    );
  }

  return (
    // Focusable, so a keyboard can scroll the columns sideways on a narrow screen.
    <div
      tabIndex={0}
      role="region"
      aria-label={label}
      className="overflow-x-auto rounded-3xl border border-sand-200 bg-white p-4"
    >
      <p className="mb-3 text-sm text-ink-muted">
        {t('Open {from} - {to}', {
          from: formatTime12h(hours.open, language),
          to: formatTime12h(hours.close, language),
        })}
      </p>
      {/* No keyboard on a touch screen: hidden there, still the blocks' description. */}
      {actions && (
        <p id={keysHintId} className="mb-1 text-xs text-ink-muted pointer-coarse:hidden">
          {hasStylistColumns
            ? t(
                'To move a booking by keyboard: focus it, Up and Down change the time, Left and Right the stylist, Enter moves, Escape cancels.',
              )
            : t(
                'To move a booking by keyboard: focus it, Up and Down change the time, Enter moves, Escape cancels.',
              )}
        </p>
      )}
      <p role="status" aria-live="polite" className="mb-3 min-h-5 text-sm font-medium text-plum-900">
        {announcement}
      </p>
      <div className="flex min-w-max gap-2">
        <div
          aria-hidden="true"
          className="sticky left-0 z-10 w-20 shrink-0 bg-white"
          style={{ height: height + 32 }}
        >
          {marks.map((mark) => (
            <span
              key={mark}
              className="absolute right-2 -translate-y-1/2 text-xs whitespace-nowrap text-ink-muted"
              style={{ top: markTop(mark) + 32 }}
            >
              {formatTime12h(mark, language)}
            </span>
          ))}
        </div>
        {columns.map((column, columnIndex) => (
          <section key={column.key} aria-label={column.title} className="w-40 shrink-0 sm:w-52">
            <h2 className="h-8 truncate text-center text-sm font-semibold text-plum-950">{column.title}</h2>
            <div
              className={clsx('relative rounded-xl bg-sand-50', actions && 'cursor-copy')}
              style={{ height }}
              // A click on an empty time books it; a booking dropped here moves to this column and time.
              // Keyboard users have the "New booking" button and each booking's move button.
              onClick={
                actions &&
                ((event: MouseEvent<HTMLDivElement>) => {
                  if (event.target !== event.currentTarget) return;
                  actions.onBookAt({
                    startTime: timeAtOffset(
                      event.clientY - event.currentTarget.getBoundingClientRect().top,
                      hours,
                    ),
                    staffId: column.staffId,
                  });
                })
              }
              onDragOver={actions && ((event: DragEvent) => event.preventDefault())}
              onDrop={
                actions &&
                ((event: DragEvent<HTMLDivElement>) => {
                  event.preventDefault();
                  const id = event.dataTransfer.getData(DRAG_TYPE);
                  const dragged = appointments.find((appointment) => appointment._id === id);
                  if (!dragged) return;
                  const offsetY = event.clientY - event.currentTarget.getBoundingClientRect().top;
                  actions.onMove(dragged, {
                    startTime: timeAtOffset(offsetY, hours),
                    staffId: column.staffId,
                  });
                })
              }
            >
              {marks.map((mark) => (
                <span
                  key={mark}
                  aria-hidden="true"
                  className="absolute inset-x-0 border-t border-sand-200"
                  style={{ top: markTop(mark) }}
                />
              ))}
              {column.appointments.length === 0 ? (
                <p className="sr-only">{t('No bookings')}</p>
              ) : (
                <ol>
                  {column.appointments.map((appointment) => (
                    <AppointmentBlock
                      key={appointment._id}
                      appointment={appointment}
                      hours={hours}
                      showChair={showChair}
                      actions={actions}
                      isProposing={proposal?.appointmentId === appointment._id}
                      keysHintId={keysHintId}
                      onKeyDown={(event) => moveByKeyboard(event, appointment, columnIndex)}
                      onBlur={() => setProposal(undefined)}
                      isFocused={focusedId === appointment._id}
                    />
                  ))}
                </ol>
              )}
              {proposal?.columnIndex === columnIndex && (
                // The place the keys propose; the status line above says it in words.
                <div
                  aria-hidden="true"
                  data-testid="proposed-move"
                  className="pointer-events-none absolute inset-x-1 z-20 rounded-lg border-2 border-dashed border-plum-600 bg-plum-100/70 px-2 py-1 text-xs font-semibold text-plum-950"
                  style={placeAppointment(proposal, hours)}
                >
                  {formatTime12h(proposal.startTime, language)} - {formatTime12h(proposal.endTime, language)}
                </div>
              )}
              {column.holds.length > 0 && (
                <ul aria-label={column.holdsLabel}>
                  {column.holds.map((hold) => (
                    <HoldBlock
                      key={`${hold.chair}-${hold.startTime}-${hold.expiresAt}`}
                      hold={hold}
                      hours={hours}
                      showChair={showChair}
                    />
                  ))}
                </ul>
              )}
              {column.blocks.length > 0 && (
                <ul aria-label={t('Blocked time of {name}', { name: column.title })}>
                  {column.blocks.map((block) => (
                    <TimeBlockItem key={block._id} block={block} hours={hours} actions={actions} />
                  ))}
                </ul>
              )}
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}

/** docs/architecture.md#admin: one column per chair, each booking placed by its time and length. */
export function ChairColumns({
  day,
  hours,
  blocks = [],
  actions,
  focusedId,
}: {
  day: AdminDay;
  hours: Hours;
  blocks?: TimeBlock[] | undefined;
  actions?: DeskActions | undefined;
  focusedId?: string | undefined;
}) {
  const t = useT();
  const byChairs = byChair(day.appointments, Math.max(day.chairs, ...day.holds.map((hold) => hold.chair)));
  const holdsByChair = byChair(day.holds, byChairs.length);
  const columns = byChairs.map((appointments, index) => ({
    key: `chair-${index + 1}`,
    title: t('Chair {chair}', { chair: index + 1 }),
    appointments,
    holds: holdsByChair[index] ?? [],
    holdsLabel: t('Holds on chair {chair}', { chair: index + 1 }),
    blocks: blocks.filter((block) => block.chair === index + 1),
  }));
  return (
    <Columns
      columns={columns}
      hours={hours}
      label={t('Chairs')}
      showChair={false}
      appointments={day.appointments}
      actions={actions}
      focusedId={focusedId}
    />
  );
}

/**
 * docs/decisions/0036-stylists.md: in a salon with a team, one column per stylist of the day;
 * each block still names its chair. Visits that name no stylist share a last column.
 */
export function StylistColumns({
  day,
  hours,
  blocks = [],
  actions,
  focusedId,
}: {
  day: AdminDay;
  hours: Hours;
  blocks?: TimeBlock[] | undefined;
  actions?: DeskActions | undefined;
  focusedId?: string | undefined;
}) {
  const t = useT();
  const appointmentColumns = byStylist(day.appointments, day.staff);
  const holdColumns = byStylist(day.holds, day.staff);
  const keyOf = (stylist: { _id: string } | null) => stylist?._id ?? 'unnamed';
  // Holds may name a stylist no booking does (or none): every column of either kind is drawn.
  const keys = [...new Set([...appointmentColumns, ...holdColumns].map((column) => keyOf(column.stylist)))];
  const columns = keys.map((key) => {
    const appointments = appointmentColumns.find((column) => keyOf(column.stylist) === key);
    const holds = holdColumns.find((column) => keyOf(column.stylist) === key);
    const stylist = appointments?.stylist ?? holds?.stylist ?? null;
    const title = stylist ? stylist.name : t('No stylist named');
    return {
      key,
      title,
      appointments: appointments?.blocks ?? [],
      holds: holds?.blocks ?? [],
      holdsLabel: t('Holds for {name}', { name: title }),
      blocks: blocks.filter((block) => block.staff?._id === key),
      staffId: stylist?._id,
    };
  });
  return (
    <Columns
      columns={columns}
      hours={hours}
      label={t('Stylists')}
      showChair
      appointments={day.appointments}
      actions={actions}
      focusedId={focusedId}
    />
  );
}
