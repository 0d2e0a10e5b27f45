import { describe, expect, it } from 'vitest';
import {
  pathId,
  searchEnum,
  searchPositiveInteger,
  searchSchema,
  searchText,
} from './search-params';

describe('pathId', () => {
  it('reads the id of a detail page’s path', () => {
    expect(pathId('3001')).toBe(3001);
    expect(pathId('101')).toBe(101);
  });

  it('turns anything else into 0, the id of no record', () => {
    for (const value of ['', 'abc', '12a', '-1', '1.5', '1e3', '1234567890123']) {
      expect(pathId(value)).toBe(0);
    }
  });
});

describe('searchSchema', () => {
  it('keeps what parses, drops what does not and unknown keys', () => {
    const schema = searchSchema({ page: searchPositiveInteger(1), key: searchText(5) });
    expect(schema.parse({ page: '3', key: ' ama ', other: 1 })).toEqual({ page: 3, key: 'ama' });
    expect(schema.parse({ page: 'x', key: 'far too long' })).toEqual({ page: 1 });
  });

  it('gives the router every key of its shape, so a raw value laid under it cannot come back', () => {
    const schema = searchSchema({
      page: searchPositiveInteger(1),
      key: searchText(5),
      level: searchEnum(['BEGINNER']),
    });
    const raw = { page: '-2', key: 'far too long', level: 'bogus', other: 'kept' };
    const { value } = schema['~standard'].validate(raw);
    // As router-core builds a match's search: the URL's raw search, the validated one over it.
    expect({ ...raw, ...value }).toStrictEqual({
      page: 1,
      key: undefined,
      level: undefined,
      other: 'kept',
    });
    expect(schema.keys).toEqual(['page', 'key', 'level']);
  });
});
