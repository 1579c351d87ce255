// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';

const realFunction = globalThis.Function;

afterEach(() => {
  globalThis.Function = realFunction;
});

describe('zod under the site CSP', () => {
  it('builds and parses schemas without ever building code from a string (which the CSP reports as eval)', async () => {
    const built: unknown[][] = [];
    globalThis.Function = new Proxy(realFunction, {
      construct(target, args: unknown[]) {
        built.push(args);
        return Reflect.construct(target, args) as object;
      },
    });

    await import('./zod-jitless.ts');
    const { z } = await import('zod');
    const schema = z.object({ data: z.object({ name: z.string(), price: z.number() }) });

    expect(schema.parse({ data: { name: 'Haircut', price: 1500 } }).data.name).toBe('Haircut');
    expect(schema.parse({ data: { name: 'Facial', price: 2500 } }).data.name).toBe('Facial');
    expect(built).toEqual([]);
  });
});
