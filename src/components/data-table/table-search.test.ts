import { describe, expect, it } from 'vitest';
import {
  searchChoice,
  searchDate,
  searchEnum,
  searchSchema,
  searchText,
} from '@/lib/search-params';
import { tableSearchDefaults, tableSearchShape } from './table-search';

const options = { sortFields: ['createTime', 'amount'], defaultSort: 'createTime' } as const;
const schema = searchSchema({
  ...tableSearchShape(options),
  tab: searchChoice(['all', 'paid'], 'all'),
  status: searchEnum(['PAID', 'CANCELLED']),
  q: searchText(8),
  from: searchDate(),
});

describe('table search params', () => {
  it('fills every table key with its default when the URL has none', () => {
    expect(schema.parse({})).toStrictEqual({
      page: 1,
      size: 10,
      sort: 'createTime',
      order: 'desc',
      tab: 'all',
    });
    expect(tableSearchDefaults(options)).toStrictEqual({
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
    ).toStrictEqual({
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
        unknown: 'dropped',
      }),
    ).toStrictEqual({ page: 1, size: 10, sort: 'createTime', order: 'desc', tab: 'all' });
    expect(schema.parse({ page: 2.5, size: '20' })).toMatchObject({ page: 1, size: 20 });
    expect(schema.parse({ page: true, size: '' })).toMatchObject({ page: 1, size: 10 });
  });

  it('reads a numeric search text back as text and blank text as no filter', () => {
    expect(schema.parse({ q: 123 }).q).toBe('123');
    expect(schema.parse({ q: '   ' }).q).toBeUndefined();
    expect(schema.parse({ q: '  SO1 ' }).q).toBe('SO1');
  });

  it('accepts only dates that exist in the calendar', () => {
    expect(schema.parse({ from: '2028-02-29' }).from).toBe('2028-02-29');
    expect(schema.parse({ from: '2026-02-29' }).from).toBeUndefined();
    expect(schema.parse({ from: '2026-13-01' }).from).toBeUndefined();
    expect(schema.parse({ from: '2026-1-01' }).from).toBeUndefined();
    expect(schema.parse({ from: 20261101 }).from).toBeUndefined();
  });
});
