import { afterEach, describe, expect, it, vi } from 'vitest';

const realFunction = globalThis.Function;

afterEach(() => {
  globalThis.Function = realFunction;
});

describe('zod under the site CSP', () => {
  it('parses API answers without ever building code from a string (which the CSP reports as eval)', async () => {
    const built: unknown[][] = [];
    globalThis.Function = new Proxy(realFunction, {
      construct(target, args: unknown[]) {
        built.push(args);
        return Reflect.construct(target, args) as object;
      },
    });

    // The order the app loads them in: the API client first, then whatever schema it is given.
    const { apiRequest } = await import('./api-client.ts');
    const { z } = await import('zod');
    const schema = z.object({ data: z.object({ name: z.string(), price: z.number() }) });
    vi.stubGlobal('fetch', async () => Response.json({ data: { name: 'Haircut', price: 1500 } }));

    await expect(apiRequest('/api/services/1', { schema })).resolves.toEqual({ data: { name: 'Haircut', price: 1500 } });
    expect(schema.parse({ data: { name: 'Facial', price: 2500 } }).data.name).toBe('Facial');
    expect(built).toEqual([]);
  });
});
