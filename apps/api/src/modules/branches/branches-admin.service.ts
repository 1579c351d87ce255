import {
  branchAdminMessages as m,
  canonicalHttpsLink,
  messageRef,
  salonWhatsAppMessage,
  validationMessages,
} from '@salon/contracts';
import type { AdminBranch, CreateBranchRequest, UpdateBranchRequest } from '@salon/contracts';
import type { Executor } from '../../db/client.ts';
import { sqlState } from '../../db/errors.ts';
import type { BranchRow } from '../../db/schema/index.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.ts';
import { assertSriLankaPhone, toInternationalSriLankaPhone } from '../../phone/sri-lanka-phone.ts';
import { presentBranch } from './branch-presenter.ts';
import type { MainBranchMirror } from '../settings/settings.repository.ts';
import type { BranchesRepository, BranchValues, OfferedService } from './branches.repository.ts';

export type BranchesAdminService = ReturnType<typeof createBranchesAdminService>;

/** The database's refusal to close a branch with bookings to come (migration 0039). */
const CLOSE_GUARD = 'branches_close_without_future_bookings';
const isCloseRefused = (error: unknown) =>
  sqlState(error) === '23514' &&
  (error as { cause?: { constraint?: string } }).cause?.constraint === CLOSE_GUARD;

const blankToNull = (value: string | null | undefined) => (value === '' ? null : value);

/** The owner's Branches page (docs/decisions/0045-branches.md): add, edit and close branches. */
export function createBranchesAdminService({
  repository,
  mirrorMainBranch,
}: {
  repository: BranchesRepository;
  /** Writes the main branch's hours, chairs and contact to the salon's settings (settings.repository.ts). */
  mirrorMainBranch: (main: MainBranchMirror, tx: Executor) => Promise<void>;
}) {
  /** After a write: the main branch (perhaps another one now) is what the settings page shows. */
  async function mirrorMain(tx: Executor) {
    const main = (await repository.listAll(tx)).find((one) => one.closedAt === null);
    if (!main) return;
    await mirrorMainBranch(
      {
        openingHours: main.openingHours,
        capacity: main.chairs,
        address: main.address,
        mapUrl: main.mapUrl,
        phone: main.phone,
        whatsapp: main.whatsapp,
      },
      tx,
    );
  }

  async function present(rows: BranchRow[], executor?: Executor): Promise<AdminBranch[]> {
    const offered = await repository.offeredByBranch(executor);
    const mainId = rows.find((row) => row.closedAt === null)?.id;
    return rows.map((row) => ({
      ...presentBranch(row),
      chairs: row.chairs,
      bookingFeeLkr: row.bookingFeeLkr,
      position: row.position,
      isMain: row.id === mainId,
      closedAt: row.closedAt?.toISOString() ?? null,
      services: offered.get(row.id) ?? [],
    }));
  }

  async function presentOne(id: string, executor?: Executor): Promise<AdminBranch> {
    const branch = (await present(await repository.listAll(executor), executor)).find(
      (one) => one._id === id,
    );
    if (!branch) throw new NotFoundError(m.branchNotFound);
    return branch;
  }

  /** A service named that does not exist is the owner's mistake: 400, nothing written. */
  async function checkServices(offered: OfferedService[], executor: Executor) {
    const known = await repository.existingServiceIds(
      offered.map((line) => line.serviceId),
      executor,
    );
    if (offered.some((line) => !known.has(line.serviceId)))
      throw new BadRequestError(m.serviceUnknown, {
        issues: [{ path: '/services', message: m.serviceUnknown }],
      });
  }

  return {
    /** Every branch, closed ones too, in the salon's order (the main one first among the open). */
    list: async () => present(await repository.listAll()),

    async create(body: CreateBranchRequest): Promise<AdminBranch> {
      const values = toValues(body);
      const id = await repository.transaction(async (tx) => {
        const offered =
          body.services ??
          (await repository.catalogueServiceIds(tx)).map((serviceId) => ({ serviceId, priceLkr: null }));
        await checkServices(offered, tx);
        const position =
          body.position ?? Math.max(-1, ...(await repository.listAll(tx)).map((one) => one.position)) + 1;
        const row = await repository.insert(
          { ...values, name: body.name, openingHours: body.hours, chairs: body.chairs, position },
          tx,
        );
        await repository.replaceServices(row.id, offered, tx);
        await mirrorMain(tx);
        return row.id;
      });
      return presentOne(id);
    },

    async update(id: string, body: UpdateBranchRequest): Promise<AdminBranch> {
      const values = toValues(body);
      await repository.transaction(async (tx) => {
        if (body.services) await checkServices(body.services, tx);
        const row = await repository.update(id, values, tx);
        if (!row) throw new NotFoundError(m.branchNotFound);
        if (body.services) await repository.replaceServices(id, body.services, tx);
        await mirrorMain(tx);
      });
      return presentOne(id);
    },

    /**
     * Closes the branch for good: refused (409) for the main branch, and while it has bookings
     * to come, counted first so the owner is told how many; live holds there (checkouts, waitlist
     * offers) are released with the close. A booking made meanwhile is still refused by the
     * database's guard, answered the same way.
     */
    async close(id: string): Promise<AdminBranch> {
      try {
        await repository.transaction(async (tx) => {
          const all = await repository.lockAll(tx);
          const branch = all.find((one) => one.id === id);
          if (!branch) throw new NotFoundError(m.branchNotFound);
          if (branch.closedAt !== null) return;
          if (all.find((one) => one.closedAt === null)?.id === id)
            throw new ConflictError(m.mainBranchStaysOpen);
          const count = await repository.futureBookingsAt(id, tx);
          if (count > 0) throw hasBookings(count);
          // Holds are no bookings to move: the close ends them, in this transaction.
          await repository.releaseLiveHoldsAt(id, tx);
          await repository.close(id, tx);
          await mirrorMain(tx);
        });
      } catch (error) {
        if (!isCloseRefused(error)) throw error;
        throw hasBookings(Math.max(1, await repository.futureBookingsAt(id)));
      }
      return presentOne(id);
    },
  };
}

const hasBookings = (count: number) =>
  new ConflictError(messageRef(count === 1 ? m.hasFutureBooking : m.hasFutureBookings, { count }), {
    futureBookings: count,
  });

/**
 * The columns a request names, as stored: blank texts are null, the phone is checked as a
 * Sri Lankan number and kept as written, the WhatsApp number kept in its international form
 * (a chat link needs the country code), the map link as the URL parser writes it; as the
 * salon's own details (modules/settings/salon-profile.service.ts).
 */
function toValues(body: UpdateBranchRequest): BranchValues {
  const values: BranchValues = {};
  if (body.name !== undefined) values.name = body.name;
  if (body.address !== undefined) values.address = blankToNull(body.address);
  if (body.mapUrl !== undefined)
    values.mapUrl =
      body.mapUrl === null || body.mapUrl === '' ? null : (canonicalHttpsLink(body.mapUrl) ?? null);
  if (body.phone !== undefined) {
    const phone = blankToNull(body.phone) ?? null;
    if (phone !== null) assertSriLankaPhone(phone, validationMessages.salonPhone);
    values.phone = phone;
  }
  if (body.whatsapp !== undefined) values.whatsapp = whatsAppNumber(blankToNull(body.whatsapp) ?? null);
  if (body.hours !== undefined) values.openingHours = body.hours;
  if (body.chairs !== undefined) values.chairs = body.chairs;
  if (body.bookingFeeLkr !== undefined) values.bookingFeeLkr = body.bookingFeeLkr;
  if (body.lat !== undefined) values.lat = body.lat;
  if (body.lng !== undefined) values.lng = body.lng;
  if (body.position !== undefined) values.position = body.position;
  return values;
}

function whatsAppNumber(typed: string | null): string | null {
  if (typed === null) return null;
  const international = toInternationalSriLankaPhone(typed);
  if (!international)
    throw new BadRequestError(salonWhatsAppMessage, {
      issues: [{ path: '/whatsapp', message: salonWhatsAppMessage }],
    });
  return international;
}
