import { describe, expect, it } from 'vitest';
import { lineListParams, lineListSearchSchema } from './line-list-search';

describe('lineListSearchSchema', () => {
  it('reads the filters, sort and page from the URL and drops what is invalid', () => {
    expect(
      lineListSearchSchema.parse({
        country: 'US',
        type: 'SEA',
        fba: '1',
        sort: 'price',
        order: 'desc',
        page: '3',
        size: 24,
      }),
    ).toEqual({
      country: 'US',
      type: 'SEA',
      fba: true,
      sort: 'price',
      order: 'desc',
      page: 3,
      size: 24,
    });
    expect(
      lineListSearchSchema.parse({ country: 'usa', type: 'BOAT', page: '-1', size: 7, sort: 'x' }),
    ).toEqual({ sort: 'recommended', order: 'asc', page: 1, size: 12 });
  });
});

describe('lineListParams', () => {
  it('maps the URL to the list call; recommended sends no sort', () => {
    const search = lineListSearchSchema.parse({ country: 'DE', type: 'RAIL' });
    expect(lineListParams(search)).toEqual({
      pageNo: 1,
      pageSize: 12,
      country: 'DE',
      transportType: 'RAIL',
      fba: undefined,
      key: undefined,
      sortField: undefined,
      sortOrder: undefined,
    });
  });

  it('turns an FBA warehouse into FBA lines of its country', () => {
    const search = lineListSearchSchema.parse({ wh: 'ONT8', sort: 'timeliness', order: 'asc' });
    expect(lineListParams(search, 'US')).toMatchObject({
      country: 'US',
      fba: true,
      sortField: 'timeliness',
      sortOrder: 'asc',
    });
  });
});
