import { describe, expect, it } from 'vitest';
import { apiListQuery, readListQuery, writeListQuery } from './list-query.ts';

describe('appointment list query in the address', () => {
  it('reads the filters and ignores values that make no sense', () => {
    expect(
      readListQuery(
        new URLSearchParams(
          'status=no-show&from=2026-06-01&to=2026-02-30&search=%20Nimali%20&sort=visit-asc&page=3',
        ),
      ),
    ).toEqual({ status: 'no-show', from: '2026-06-01', search: 'Nimali', sort: 'visit-asc', page: 3 });
    expect(readListQuery(new URLSearchParams('status=lost&sort=price&page=-2'))).toEqual({
      sort: 'upcoming',
      page: 1,
    });
  });

  it('writes only what differs from the defaults, and the API query always in full', () => {
    expect(writeListQuery({ sort: 'upcoming', page: 1 }).toString()).toBe('');
    expect(writeListQuery({ sort: 'visit-desc', page: 1 }).toString()).toBe('sort=visit-desc');
    expect(writeListQuery({ status: 'pending', sort: 'visit-asc', page: 2 }).toString()).toBe(
      'status=pending&sort=visit-asc&page=2',
    );
    expect(apiListQuery({ search: 'APT 1', sort: 'visit-desc', page: 1 })).toBe(
      'search=APT+1&sort=visit-desc&page=1&pageSize=20',
    );
  });
});
