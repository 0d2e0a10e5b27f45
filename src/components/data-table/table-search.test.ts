import { describe, expect, it } from 'vitest';
import {
  searchChoice,
  searchDate,
  searchEnum,
  searchText,
  tableSearchDefaults,
  tableSearchSchema,
} from './table-search';

const options = { sortFields: ['createTime', 'amount'], defaultSort: 'createTime' } as const;
const schema = tableSearchSchema(options).extend({
  tab: searchChoice(['all', 'paid'], 'all'),
  status: searchEnum(['PAID', 'CANCELLED']),
  q: searchText(8),
  from: searchDate(),
});

describe('table search params', () => {
  it('fills every table key with its default when the URL has none', () => {
    expect(schema.parse({})).toEqual({
      page: 1,
      size: 10,
      sort: 'createTime',
      order: 'desc',
      tab: 'all',
    });
    expect(tableSearchDefaults(options)).toEqual({
      page: 1,
      size: 10,
      sort: 'createTime',
      order: 'desc',
    });
  });

  it('keeps valid values, including numbers the router parsed from text', () => {
    expect(
      schema.parse({
        page: '3',
        size: 50,
        sort: 'amount',
        order: 'asc',
        tab: 'paid',
        status: 'PAID',
        q: 'SO12',
        from: '2026-11-20',
      }),
    ).toEqual({
      page: 3,
      size: 50,
      sort: 'amount',
      order: 'asc',
      tab: 'paid',
      status: 'PAID',
      q: 'SO12',
      from: '2026-11-20',
    });
  });

  it('resets each bad key alone instead of failing the whole screen', () => {
    expect(
      schema.parse({
        page: 0,
        size: 7,
        sort: 'password',
        order: 'sideways',
        tab: 'unknown',
        status: 'LOST',
        q: 'far too long for the limit',
        from: '2026-02-31',
      }),
    ).toEqual({ page: 1, size: 10, sort: 'createTime', order: 'desc', tab: 'all' });
  });

  it('reads a numeric search text back as text and blank text as no filter', () => {
    expect(schema.parse({ q: 123 }).q).toBe('123');
    expect(schema.parse({ q: '   ' }).q).toBeUndefined();
    expect(schema.parse({ q: '  SO1 ' }).q).toBe('SO1');
  });
});
