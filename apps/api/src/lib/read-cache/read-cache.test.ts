import { describe, expect, it } from 'vitest';
import { createReadCache } from './read-cache.ts';

function counter(values: unknown[]) {
  let calls = 0;
  return {
    load: async () => {
      const value = values[calls++];
      if (value instanceof Error) throw value;
      return value;
    },
    calls: () => calls,
  };
}

describe('read cache entries (docs/architecture.md#read-cache)', () => {
  it('reads through while disabled, and shares one load between concurrent readers once enabled', async () => {
    const cache = createReadCache();
    const source = counter(['a', 'b', 'c']);
    expect(await cache.get('catalogue', 'services', '', source.load)).toBe('a');
    expect(await cache.get('catalogue', 'services', '', source.load)).toBe('b');
    cache.setEnabled(true);
    const [one, two] = await Promise.all([
      cache.get('catalogue', 'services', '', source.load),
      cache.get('catalogue', 'services', '', source.load),
    ]);
    expect([one, two, source.calls()]).toEqual(['c', 'c', 3]);
  });

  it('drops only the changed topic, replaces an entry on a new key, and forgets a failed load', async () => {
    const cache = createReadCache();
    cache.setEnabled(true);
    const offers = counter(['monday', 'tuesday', new Error('database away'), 'tuesday again']);
    const reviews = counter(['five stars']);
    expect(await cache.get('catalogue', 'offers', '2026-11-23', offers.load)).toBe('monday');
    expect(await cache.get('reviews', 'reviews', '', reviews.load)).toBe('five stars');
    expect(await cache.get('catalogue', 'offers', '2026-11-24', offers.load)).toBe('tuesday');
    cache.drop('catalogue');
    await expect(cache.get('catalogue', 'offers', '2026-11-24', offers.load)).rejects.toThrow(
      'database away',
    );
    expect(await cache.get('catalogue', 'offers', '2026-11-24', offers.load)).toBe('tuesday again');
    expect(await cache.get('reviews', 'reviews', '', reviews.load)).toBe('five stars');
    expect(reviews.calls()).toBe(1);
  });

  it("drops the team's entries with the catalogue's, not the other way round (docs/decisions/0036-stylists.md)", async () => {
    const cache = createReadCache();
    cache.setEnabled(true);
    const team = counter(['four stylists', 'their new prices', 'a fifth stylist']);
    const services = counter(['twenty services', 'twenty-one services']);
    const dropped: string[] = [];
    cache.onDrop((topic) => dropped.push(topic));
    expect(await cache.get('staff', 'team', '', team.load)).toBe('four stylists');
    expect(await cache.get('catalogue', 'services', '', services.load)).toBe('twenty services');
    cache.drop('catalogue');
    expect(dropped).toEqual(['catalogue', 'staff']);
    expect(await cache.get('staff', 'team', '', team.load)).toBe('their new prices');
    cache.drop('staff');
    expect(await cache.get('staff', 'team', '', team.load)).toBe('a fifth stylist');
    expect(await cache.get('catalogue', 'services', '', services.load)).toBe('twenty-one services');
  });
});
