import { describe, expect, it } from 'vitest';
import { languageSwitchHref, unsupportedLanguageHref } from './language';

describe('language switch URL', () => {
  it('keeps the path, the query and the hash under the new prefix', () => {
    expect(
      languageSwitchHref(
        { pathname: '/zh_CN/news/12', search: '?from=home', hash: '#comments' },
        'en_US',
      ),
    ).toBe('/en_US/news/12?from=home#comments');
  });

  it('switches the home page without a trailing slash', () => {
    expect(languageSwitchHref({ pathname: '/zh_HK' }, 'pt_PT')).toBe('/pt_PT');
    expect(languageSwitchHref({ pathname: '/zh_HK/' }, 'pt_PT')).toBe('/pt_PT');
  });

  it('prefixes a path that has no language yet', () => {
    expect(languageSwitchHref({ pathname: '/404' }, 'en_US')).toBe('/en_US/404');
  });
});

describe('unsupported language fallback', () => {
  it('puts the same path under zh_CN', () => {
    expect(
      unsupportedLanguageHref({ pathname: '/fr_FR/login', search: '?redirect=%2Fx', hash: '' }),
    ).toBe('/zh_CN/login?redirect=%2Fx');
  });

  it('sends a bare unknown prefix to the zh_CN home page', () => {
    expect(unsupportedLanguageHref({ pathname: '/xx' })).toBe('/zh_CN');
  });
});
