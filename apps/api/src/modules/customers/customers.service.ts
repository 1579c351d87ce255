import type {
  CreateCustomerNoteRequest,
  CustomerDetail,
  CustomersQuery,
  UpdateCustomerNoteRequest,
} from '@salon/contracts';
import { CUSTOMERS_PAGE_SIZE, customerMessages as m } from '@salon/contracts';
import { toSalonDate } from '@salon/domain';
import type { Executor } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { NotFoundError } from '../../lib/errors.ts';
import type { BookingRulesService } from '../settings/booking-rules.service.ts';
import type { CustomersRepository, FigureRules } from './customers.repository.ts';

export type CustomersService = ReturnType<typeof createCustomersService>;

/** The owner's customers: the list, one customer's record and the salon's notes on them. */
export function createCustomersService({
  repository,
  bookingRules,
  clock,
  timeZone,
}: {
  repository: CustomersRepository;
  bookingRules: Pick<BookingRulesService, 'load'>;
  clock: Clock;
  timeZone: string;
}) {
  const figureRules = async (): Promise<FigureRules> => ({
    feeDeductedAtSalon: (await bookingRules.load()).feeDeductedAtSalon,
    today: toSalonDate(clock.now(), timeZone),
  });

  async function detail(id: string, executor?: Executor): Promise<CustomerDetail> {
    const summary = await repository.findSummary(id, await figureRules(), executor);
    if (!summary) throw new NotFoundError(m.customerNotFound);
    const [visitsList, notes] = await Promise.all([
      repository.visitsOf(id, executor),
      repository.notesOf(id, executor),
    ]);
    return { ...summary, visitsList, notes };
  }

  return {
    async list(query: CustomersQuery) {
      const { customers, total } = await repository.list(
        query.q || undefined,
        query.page,
        CUSTOMERS_PAGE_SIZE,
        await figureRules(),
      );
      return { customers, total, page: query.page, pageSize: CUSTOMERS_PAGE_SIZE };
    },

    detail,

    async addNote(customerId: string, note: CreateCustomerNoteRequest, authorId: string) {
      await detailExists(customerId);
      return repository.addNote({
        userId: customerId,
        body: note.body,
        kind: note.kind,
        createdBy: authorId,
      });
    },

    async updateNote(customerId: string, noteId: string, changes: UpdateCustomerNoteRequest) {
      await detailExists(customerId);
      const note = await repository.updateNote(customerId, noteId, changes);
      if (!note) throw new NotFoundError(m.noteNotFound);
      return note;
    },

    async deleteNote(customerId: string, noteId: string) {
      await detailExists(customerId);
      if (!(await repository.deleteNote(customerId, noteId))) throw new NotFoundError(m.noteNotFound);
    },
  };

  async function detailExists(id: string) {
    if (!(await repository.findSummary(id, await figureRules()))) throw new NotFoundError(m.customerNotFound);
  }
}
