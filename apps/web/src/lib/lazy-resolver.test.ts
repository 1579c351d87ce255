import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazyResolver } from './lazy-resolver.ts';

const schema = z.object({ email: z.email('Enter a valid email') });
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<
  Resolver<{ email: string }>
>[2];

describe('lazyResolver', () => {
  it('loads the validation once, on preload or first use, and validates with it', async () => {
    const load = vi.fn(async () => zodResolver(schema));
    const { resolver, preload } = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    preload();
    preload();
    const wrong = await resolver({ email: 'nope' }, undefined, options);
    expect(wrong.errors.email?.message).toBe('Enter a valid email');
    const right = await resolver({ email: 'nimali@example.lk' }, undefined, options);
    expect(right.values).toEqual({ email: 'nimali@example.lk' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the download again after it failed', async () => {
    const ready = zodResolver(schema);
    const load = vi
      .fn<() => Promise<typeof ready>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(ready);
    const { resolver } = lazyResolver(load);
    await expect(resolver({ email: 'nope' }, undefined, options)).rejects.toThrow('Failed to fetch');
    const retried = await resolver({ email: 'nope' }, undefined, options);
    expect(retried.errors.email?.message).toBe('Enter a valid email');
  });
});
