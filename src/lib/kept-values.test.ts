import { afterEach, describe, expect, it } from 'vitest';
import {
  DRAFT_PREFIX,
  forgetAllKeptValues,
  forgetKeptValues,
  isSecretName,
  keepValues,
  keptValues,
} from './kept-values';

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

  it('never keeps a secret: by its field component, by its name, nested too', () => {
    const values = {
      name: 'Li',
      pin: '1234',
      rows: [{ weight: '3', smsCode: '654321', note: 'x' }],
      couponCode: 'SAVE10',
    };
    keepValues('secrets', values, ['name', 'pin', 'rows', 'couponCode'], {
      secrets: ['pin', 'rows[0].note'],
    });
    const kept = sessionStorage.getItem('portal-form:secrets') ?? '';
    expect(JSON.parse(kept)).toEqual({ name: 'Li', rows: [{ weight: '3' }], couponCode: 'SAVE10' });
    expect(
      ['password', 'newPassword', 'captcha', 'smsCode', 'verifyCode'].every(isSecretName),
    ).toBe(true);
    expect(['couponCode', 'creditCode', 'name'].some(isSecretName)).toBe(false);
  });

  it('keeps only what differs from the defaults, and nothing once all are back to them', () => {
    keepValues('diff', { ...DEFAULTS, name: 'Li', tags: [] }, ['name', 'tags'], {
      defaults: DEFAULTS,
    });
    expect(JSON.parse(sessionStorage.getItem('portal-form:diff') ?? '')).toEqual({ name: 'Li' });
    keepValues('diff', DEFAULTS, ['name', 'tags'], { defaults: DEFAULTS });
    expect(sessionStorage.getItem('portal-form:diff')).toBeNull();
  });

  it('logout forgets every form: kept values of the tab and drafts of the browser', () => {
    keepValues('profile', { ...DEFAULTS, name: 'Li' }, ['name']);
    localStorage.setItem(`${DRAFT_PREFIX}platforms.apply:7:101:ORDINARY_CUSTOMER`, '{}');
    localStorage.setItem('portal-language', 'en_US');
    forgetAllKeptValues();
    expect(sessionStorage.getItem('portal-form:profile')).toBeNull();
    expect(
      localStorage.getItem(`${DRAFT_PREFIX}platforms.apply:7:101:ORDINARY_CUSTOMER`),
    ).toBeNull();
    expect(localStorage.getItem('portal-language')).toBe('en_US');
    localStorage.clear();
  });
});
