import { describe, expect, it } from 'vitest';
import { getDomain } from './public-suffix';

describe('the offline stand-in for tldts', () => {
  it('answers the last two labels of a host name', () => {
    expect(getDomain('portal.example.com')).toBe('example.com');
    expect(getDomain('a.b.example.com.')).toBe('example.com');
  });

  it('answers no registrable domain for IP addresses and single labels, as tldts does', () => {
    expect(getDomain('127.0.0.1')).toBeNull();
    expect(getDomain('::1')).toBeNull();
    expect(getDomain('localhost')).toBeNull();
  });
});
