import { afterEach, describe, expect, it } from 'vitest';
import { forgetKeptValues, keepValues, keptValues } from './kept-values';

afterEach(() => sessionStorage.clear());

const DEFAULTS = { name: '', password: '', tags: [] as string[], region: null as string | null };

describe('kept values (code 512)', () => {
  it('keeps only the named fields and restores them over the defaults', () => {
    keepValues('profile', { name: 'Li', password: 'secret1', tags: ['a'], region: 'CN' }, [
      'name',
      'tags',
      'region',
    ]);
    expect(sessionStorage.getItem('portal-form:profile')).not.toContain('secret1');
    expect(keptValues('profile', DEFAULTS, ['name', 'tags', 'region'])).toEqual({
      name: 'Li',
      password: '',
      tags: ['a'],
      region: 'CN',
    });
    forgetKeptValues('profile');
    expect(keptValues('profile', DEFAULTS, ['name'])).toBe(DEFAULTS);
  });

  it('ignores another form, an unnamed field, a value of another kind and a broken entry', () => {
    sessionStorage.setItem(
      'portal-form:profile',
      JSON.stringify({ name: 42, password: 'x', tags: ['b'] }),
    );
    expect(keptValues('other', DEFAULTS, ['name'])).toBe(DEFAULTS);
    expect(keptValues('profile', DEFAULTS, ['name', 'tags'])).toEqual({ ...DEFAULTS, tags: ['b'] });
    sessionStorage.setItem('portal-form:profile', '{broken');
    expect(keptValues('profile', DEFAULTS, ['name'])).toBe(DEFAULTS);
  });
});
