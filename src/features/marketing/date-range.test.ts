import { describe, expect, it } from 'vitest';
import { MAX_AD_RANGE_DAYS, rangeDays, validRange } from './date-range';

describe('date ranges', () => {
  it('counts both ends, across months and leap days', () => {
    expect(rangeDays('2026-11-01', '2026-11-01')).toBe(1);
    expect(rangeDays('2026-11-01', '2026-11-30')).toBe(30);
    expect(rangeDays('2028-02-01', '2028-03-01')).toBe(30);
    expect(rangeDays('2026-01-01', '2026-12-31')).toBe(365);
  });

  it('drops a reversed range and one longer than the limit, keeps the rest', () => {
    expect(validRange({ startDate: '2026-11-30', endDate: '2026-11-01' })).toEqual({});
    expect(
      validRange({ startDate: '2025-01-01', endDate: '2026-01-02' }, MAX_AD_RANGE_DAYS),
    ).toEqual({});
    expect(
      validRange({ startDate: '2025-01-01', endDate: '2026-01-01' }, MAX_AD_RANGE_DAYS),
    ).toEqual({ startDate: '2025-01-01', endDate: '2026-01-01' });
    expect(validRange({ startDate: '2026-11-01' })).toEqual({ startDate: '2026-11-01' });
  });
});
