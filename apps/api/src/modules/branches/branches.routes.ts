import { branchesResponseSchema } from '@salon/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { BranchRow } from '../../db/schema/index.ts';
import type { ReadCacheHttp } from '../../plugins/read-cache.ts';
import { presentBranch } from './branch-presenter.ts';

/** docs/decisions/0045-branches.md: GET /api/branches, the open branches in the salon's order (the main one first). */
export async function branchesRoutes(
  app: FastifyInstance,
  { branches, reads }: { branches: () => Promise<BranchRow[]>; reads: ReadCacheHttp },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/', { schema: { response: { 200: branchesResponseSchema } } }, async (request, reply) =>
    // Topic `salon`: the owner's settings (which edit the main branch) drop it.
    reads.reply(request, reply, {
      topic: 'salon',
      name: 'branches answer',
      schema: branchesResponseSchema,
      load: async () => ({
        status: 'success' as const,
        data: {
          branches: (await branches()).filter((branch) => branch.closedAt === null).map(presentBranch),
        },
      }),
    }),
  );
}
