import type { CustomerNote, CustomerNoteKind, CustomerSummary, CustomerVisit } from '@salon/contracts';
import { toLocalSriLankaPhone } from '@salon/domain';
import type { SQL } from 'drizzle-orm';
import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import {
  appointments,
  branches,
  customerNotes,
  slotReservations,
  staff,
  users,
} from '../../db/schema/index.ts';
import type { CustomerNoteRow } from '../../db/schema/index.ts';
import { bookedServiceLine } from '../../lib/booked-service-line.ts';

export type CustomersRepository = ReturnType<typeof createCustomersRepository>;

const escapeLike = (text: string) => text.replace(/[%_\\]/g, (c) => `\\${c}`);

/**
 * The stored phone's digits (+94771234567 as 94771234567): the expression of the trigram index
 * `users_phone_digits_trgm_idx` (migration 0034), written exactly as it is there.
 */
const phoneDigits = sql`regexp_replace(coalesce(${users.phone}, ''), '[^0-9]', '', 'g')`;

/**
 * The digits to look for in a stored number, whatever format the owner typed: a whole number
 * ('077 123 4567', '+94771234567', '0094 77 123 4567') as its national digits, a part of one
 * ('077 123') without its trunk 0, since the stored form has +94 in its place.
 */
export function phoneDigitsToFind(typed: string): string {
  const whole = toLocalSriLankaPhone(typed);
  if (whole) return whole.slice(1);
  const digits = typed.replace(/\D/g, '');
  if (digits.startsWith('0094')) return digits.slice(4);
  return digits.startsWith('0') ? digits.slice(1) : digits;
}

/**
 * A customer's name or e-mail containing `q`, or their phone containing the number typed: how the
 * back office finds a customer, here and in the front desk's booking dialog
 * (docs/decisions/0040-front-desk.md).
 */
export function customerMatches(q: string): SQL {
  const pattern = `%${escapeLike(q)}%`;
  const digits = /^[\d\s+().-]+$/.test(q) ? phoneDigitsToFind(q) : '';
  return or(
    ilike(users.name, pattern),
    ilike(users.email, pattern),
    ...(digits.length >= 3 ? [sql`${phoneDigits} like ${`%${digits}%`}`] : []),
  )!;
}

/** Only customers: the salon's own accounts (admin, staff) are never listed or merged. */
export const isCustomer = eq(users.role, 'user');

/**
 * A booking fee the salon kept: not refunded (nor decided to be) and not charged back. A fee
 * the front desk left to take at the salon is kept only once the visit took place
 * (docs/decisions/0040-front-desk.md); a waived one is 0.
 */
const feeKept = sql`(case when ${appointments.feeSettlement} = 'due-at-desk' and ${appointments.status} <> 'completed' then 0 when ${appointments.refundRequestedAt} is null and ${appointments.chargedBackAt} is null then ${appointments.appointmentFeeLkr} else 0 end)`;

/**
 * docs/decisions/0041-customers-and-merge.md: spend is every fee kept plus what each completed
 * visit paid at the desk, less the fee when the salon takes it off the bill. A visit still to
 * come (pending or confirmed) adds nothing yet, whatever fee was paid for it online or at the desk.
 */
const spendOf = (feeDeductedAtSalon: boolean) => {
  const atDesk = feeDeductedAtSalon
    ? sql`greatest(${appointments.servicesTotalLkr} - ${feeKept}, 0)`
    : sql`${appointments.servicesTotalLkr}`;
  return sql<number>`coalesce(sum(case
    when ${appointments.status} in ('pending', 'confirmed') then 0
    when ${appointments.status} = 'completed' then ${feeKept} + ${atDesk}
    else ${feeKept} end), 0)::int`;
};

const summaryColumns = (feeDeductedAtSalon: boolean, today: string) => ({
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  hasPassword: sql<boolean>`(${users.passwordHash} is not null)`,
  visits: sql<number>`(count(${appointments.id}) filter (where ${appointments.status} = 'completed'))::int`,
  lastVisit: sql<
    string | null
  >`(max(${appointments.date}) filter (where ${appointments.status} = 'completed'))::text`,
  nextVisit: sql<
    string | null
  >`(min(${appointments.date}) filter (where ${appointments.status} in ('pending', 'confirmed') and ${appointments.date} >= ${today}))::text`,
  spendLkr: spendOf(feeDeductedAtSalon),
  noShows: sql<number>`(count(${appointments.id}) filter (where ${appointments.status} = 'no-show'))::int`,
  cancellations: sql<number>`(count(${appointments.id}) filter (where ${appointments.status} = 'cancelled'))::int`,
});

type SummaryRow = { id: string } & Omit<CustomerSummary, '_id'>;
const toSummary = ({ id, ...row }: SummaryRow): CustomerSummary => ({ _id: id, ...row });

const toNote = (row: CustomerNoteRow): CustomerNote => ({
  _id: row.id,
  kind: row.kind,
  body: row.body,
  createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export interface FigureRules {
  feeDeductedAtSalon: boolean;
  today: string;
}

export function createCustomersRepository(db: Database) {
  const summaries = (executor: Executor, rules: FigureRules, where: SQL | undefined) =>
    executor
      .select(summaryColumns(rules.feeDeductedAtSalon, rules.today))
      .from(users)
      .leftJoin(appointments, eq(appointments.userId, users.id))
      .where(and(isCustomer, where))
      .groupBy(users.businessId, users.id);

  return {
    /** One page of customers by name, with their figures, and how many match in all. */
    async list(q: string | undefined, page: number, pageSize: number, rules: FigureRules) {
      const match = q ? customerMatches(q) : undefined;
      // The page's customers first, so the figures are summed for those twenty alone.
      const onPage = db
        .select({ id: users.id })
        .from(users)
        .where(and(isCustomer, match))
        .orderBy(asc(users.name), asc(users.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      const [rows, [total]] = await Promise.all([
        summaries(db, rules, inArray(users.id, onPage)).orderBy(asc(users.name), asc(users.id)),
        db.select({ count: count() }).from(users).where(and(isCustomer, match)),
      ]);
      return { customers: rows.map(toSummary), total: total?.count ?? 0 };
    },

    async findSummary(id: string, rules: FigureRules, executor: Executor = db) {
      const [row] = await summaries(executor, rules, eq(users.id, id));
      return row ? toSummary(row) : undefined;
    },

    /** Every visit of the customer, latest first, with its stylist and branch (docs/decisions/0047-back-office-per-branch.md). */
    async visitsOf(userId: string, executor: Executor = db): Promise<CustomerVisit[]> {
      const rows = await executor
        .select({
          id: appointments.id,
          reference: appointments.reference,
          date: appointments.date,
          startTime: appointments.startTime,
          status: appointments.status,
          services: appointments.services,
          servicesTotalLkr: appointments.servicesTotalLkr,
          stylist: staff.name,
          branch: { _id: branches.id, name: branches.name },
        })
        .from(appointments)
        .innerJoin(slotReservations, eq(slotReservations.id, appointments.reservationId))
        .leftJoin(staff, eq(staff.id, slotReservations.staffId))
        .innerJoin(branches, eq(branches.id, appointments.branchId))
        .where(eq(appointments.userId, userId))
        .orderBy(desc(appointments.startsAt), desc(appointments.id));
      return rows.map(({ id, reference, services, ...row }) => ({
        ...row,
        _id: id,
        appointmentId: reference,
        services: services.map((service) => ({
          serviceId: service.serviceId,
          ...bookedServiceLine(service),
        })),
      }));
    },

    async notesOf(userId: string, executor: Executor = db): Promise<CustomerNote[]> {
      const rows = await executor
        .select()
        .from(customerNotes)
        .where(eq(customerNotes.userId, userId))
        .orderBy(desc(customerNotes.createdAt), desc(customerNotes.id));
      return rows.map(toNote);
    },

    async addNote(note: { userId: string; body: string; kind: CustomerNoteKind; createdBy: string }) {
      const [row] = await db.insert(customerNotes).values(note).returning();
      return toNote(row!);
    },

    /** The note changed, or undefined when the customer has no such note. */
    async updateNote(
      userId: string,
      noteId: string,
      changes: { body?: string | undefined; kind?: CustomerNoteKind | undefined },
    ) {
      const [row] = await db
        .update(customerNotes)
        .set({
          ...(changes.body !== undefined ? { body: changes.body } : {}),
          ...(changes.kind !== undefined ? { kind: changes.kind } : {}),
          updatedAt: sql`now()`,
        })
        .where(and(eq(customerNotes.id, noteId), eq(customerNotes.userId, userId)))
        .returning();
      return row ? toNote(row) : undefined;
    },

    async deleteNote(userId: string, noteId: string) {
      const rows = await db
        .delete(customerNotes)
        .where(and(eq(customerNotes.id, noteId), eq(customerNotes.userId, userId)))
        .returning({ id: customerNotes.id });
      return rows.length > 0;
    },
  };
}
