import { describe, expect, it } from 'vitest';
import { parseTrackingQuery, trackingUrlValue } from './tracking-input';

// RB123456785GB: a valid UPU S10 number (check digit 5); RB123456786GB has a wrong one.
const S10 = 'RB123456785GB';
const S10_TYPO = 'RB123456786GB';
const UPS = '1Z5R89390357567127';

describe('parseTrackingQuery', () => {
  it('splits on commas, spaces and new lines, trims and drops duplicates', () => {
    const query = parseTrackingQuery(
      ` ${S10}, SP202611201430001\n\n${S10.toLowerCase()}  ${UPS} ,`,
    );
    expect(query.entries.map((entry) => entry.check.input)).toEqual([
      S10,
      'SP202611201430001',
      UPS,
    ]);
    expect(query.tooMany).toBe(false);
    expect(query.nos).toBe(`${S10},SP202611201430001,${UPS}`);
  });

  it('checks each number with the shared checker and keeps mistyped ones out of the lookup', () => {
    const query = parseTrackingQuery(`${S10},${S10_TYPO},1Z5R89390357567128,RB123456785ZZ`);
    const [valid, typo, upsTypo, badCountry] = query.entries;
    expect(valid).toMatchObject({ lookup: S10, check: { check: 'valid', carrier: 'upu' } });
    expect(typo).toMatchObject({
      lookup: null,
      check: { check: 'bad-check-digit', carrier: 'upu' },
    });
    expect(upsTypo).toMatchObject({
      lookup: null,
      check: { check: 'bad-check-digit', carrier: 'ups' },
    });
    expect(badCountry).toMatchObject({ lookup: null, check: { check: 'bad-country' } });
    expect(query.nos).toBe(S10);
  });

  it('sends numbers of no known format as they are, and refuses characters the server rejects', () => {
    const query = parseTrackingQuery('hq2026-112000123 SP#1');
    expect(query.entries[0]).toMatchObject({ lookup: 'hq2026-112000123', badCharacters: false });
    expect(query.entries[1]).toMatchObject({ lookup: null, badCharacters: true });
    expect(query.nos).toBe('hq2026-112000123');
  });

  it('takes ten numbers and refuses eleven as a whole', () => {
    const ten = Array.from({ length: 10 }, (_, index) => `SP${1000 + index}`);
    expect(parseTrackingQuery(ten.join(',')).tooMany).toBe(false);
    expect(parseTrackingQuery(ten.join(',')).nos.split(',')).toHaveLength(10);
    const eleven = parseTrackingQuery([...ten, 'SP2000'].join('\n'));
    expect(eleven.tooMany).toBe(true);
    expect(eleven.nos).toBe('');
    // Duplicates do not count towards the limit.
    expect(parseTrackingQuery([...ten, ten[0]].join(' ')).tooMany).toBe(false);
  });

  it('answers nothing to look up for empty text', () => {
    expect(parseTrackingQuery('  ,\n ')).toEqual({ entries: [], tooMany: false, nos: '' });
  });
});

describe('trackingUrlValue', () => {
  it('writes the distinct trimmed numbers comma separated', () => {
    expect(trackingUrlValue(` a1\nA1 , b2  c3 `)).toBe('a1,b2,c3');
  });
});
