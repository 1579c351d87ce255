import { staffListQuerySchema, staffListResponseSchema } from '@salon/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ReadCacheHttp } from '../../plugins/read-cache.ts';
import type { StaffListing } from './staff-listing.ts';

/** docs/decisions/0036-stylists.md: the public list of the team customers can book. */
export async function staffRoutes(
  app: FastifyInstance,
  { staff, reads }: { staff: StaffListing; reads: ReadCacheHttp },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/',
    { schema: { querystring: staffListQuerySchema, response: { 200: staffListResponseSchema } } },
    async (request, reply) => {
      // docs/decisions/0045-branches.md: the stylists working at the branch (absent: the main one).
      const branch = await staff.branchFor(request.query.branchId);
      // Topic `staff`: the owner's team changes drop it, and so does a change of the catalogue.
      return reads.reply(request, reply, {
        topic: 'staff',
        name: `staff ${branch.id}`,
        schema: staffListResponseSchema,
        load: async () => ({ status: 'success' as const, data: { staff: await staff.listBookable(branch) } }),
      });
    },
  );
}
