import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The repository root holds the one flat config; file paths below are relative to it.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const inApi = (file: string) => path.join(repoRoot, 'apps/api/src', file);

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: repoRoot, overrideConfigFile: path.join(repoRoot, 'eslint.config.js') });
});

/** The layer rules a snippet at `file` breaks; the snippet is never written to disk. */
async function brokenRules(file: string, code: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath: inApi(file) });
  return (result?.messages ?? [])
    .filter(
      (message) => message.ruleId === 'boundaries/dependencies' || message.ruleId === 'no-restricted-imports',
    )
    .map((message) => message.ruleId);
}

// Imports of real modules: the boundaries rule only judges a dependency it can resolve.
describe('API layers (docs/conventions.md#layers)', () => {
  it('refuses a route importing a repository', async () => {
    const code =
      "import { createCartRepository } from './cart.repository.ts';\nexport const used = createCartRepository;\n";
    expect(await brokenRules('modules/cart/snippet.routes.ts', code)).toEqual(['boundaries/dependencies']);
  });

  it('refuses a route reaching the database handle, even by type', async () => {
    const code = "import type { Database } from '../../db/client.ts';\nexport type Used = Database;\n";
    expect(await brokenRules('modules/cart/snippet.routes.ts', code)).toEqual(['boundaries/dependencies']);
  });

  it('lets a route use its services, the plugins, the shared code, the packages and row types', async () => {
    const code = [
      "import { paymentMessages } from '@salon/contracts';",
      "import type { UserRow } from '../../db/schema/index.ts';",
      "import { NotFoundError } from '../../lib/errors.ts';",
      "import { limitPerSession } from '../../plugins/rate-limits.ts';",
      "import type { CartService } from './cart.service.ts';",
      'export type Used = [UserRow, CartService];',
      'export const used = [paymentMessages, NotFoundError, limitPerSession];',
      '',
    ].join('\n');
    expect(await brokenRules('modules/cart/snippet.routes.ts', code)).toEqual([]);
  });

  it('refuses SQL outside a repository', async () => {
    const code = "import { eq } from 'drizzle-orm';\nexport const used = eq;\n";
    expect(await brokenRules('modules/cart/snippet.service.ts', code)).toEqual(['no-restricted-imports']);
    expect(await brokenRules('plugins/snippet.ts', code)).toEqual(['no-restricted-imports']);
    expect(await brokenRules('modules/cart/snippet.repository.ts', code)).toEqual([]);
  });

  it('refuses a service importing Fastify: the route reads the request', async () => {
    const code = "import type { FastifyRequest } from 'fastify';\nexport type Used = FastifyRequest;\n";
    expect(await brokenRules('modules/cart/snippet.service.ts', code)).toEqual(['no-restricted-imports']);
    expect(await brokenRules('modules/cart/snippet.routes.ts', code)).toEqual([]);
  });

  it('lets a service name the database by type and its rows, never import their values', async () => {
    const types = [
      "import type { Executor } from '../../db/client.ts';",
      "import type { CartRow } from '../../db/schema/index.ts';",
      "import { isUniqueViolation } from '../../db/errors.ts';",
      'export type Used = [Executor, CartRow];',
      'export const used = isUniqueViolation;',
      '',
    ].join('\n');
    expect(await brokenRules('modules/cart/snippet.service.ts', types)).toEqual([]);
    const values = "import { carts } from '../../db/schema/index.ts';\nexport const used = carts;\n";
    expect(await brokenRules('modules/cart/snippet.service.ts', values)).toEqual(['boundaries/dependencies']);
    expect(await brokenRules('modules/cart/snippet.repository.ts', values)).toEqual([]);
  });

  it('keeps the shared code and the plugins below the modules', async () => {
    const code =
      "import { createCartService } from '../modules/cart/cart.service.ts';\nexport const used = createCartService;\n";
    expect(await brokenRules('plugins/snippet.ts', code)).toEqual(['boundaries/dependencies']);
    expect(await brokenRules('lib/snippet.ts', code)).toEqual(['boundaries/dependencies']);
  });

  it('lets the composition root and the tests wire every layer', async () => {
    const code = [
      "import { createDatabase } from '../db/client.ts';",
      "import { createCartRepository } from '../modules/cart/cart.repository.ts';",
      'export const used = [createDatabase, createCartRepository];',
      '',
    ].join('\n');
    expect(await brokenRules('app/snippet.ts', code)).toEqual([]);
    expect(await brokenRules('test/snippet.ts', code)).toEqual([]);
  });
});
