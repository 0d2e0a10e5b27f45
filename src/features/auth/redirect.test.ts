import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it('keeps paths of this site with their query and hash', () => {
    expect(safeRedirect('/zh_CN/personal/info', 'zh_CN')).toBe('/zh_CN/personal/info');
    expect(safeRedirect('/en_US/personal/message?tab=unread&page=2', 'zh_CN')).toBe(
      '/en_US/personal/message?tab=unread&page=2',
    );
    expect(safeRedirect('/pt_PT/news/12#comments', 'pt_PT')).toBe('/pt_PT/news/12#comments');
    expect(safeRedirect('/zh_CN', 'en_US')).toBe('/zh_CN');
    expect(safeRedirect('/', 'en_US')).toBe('/');
  });

  it('normalises dot segments inside the site', () => {
    expect(safeRedirect('/zh_CN/personal/../personal/info', 'zh_CN')).toBe('/zh_CN/personal/info');
  });

  it('goes home without a usable value', () => {
    expect(safeRedirect(undefined, 'zh_CN')).toBe('/zh_CN');
    expect(safeRedirect(null, 'zh_CN')).toBe('/zh_CN');
    expect(safeRedirect(42, 'zh_CN')).toBe('/zh_CN');
    expect(safeRedirect('', 'en_US')).toBe('/en_US');
    expect(safeRedirect(['/zh_CN/personal/info'], 'zh_CN')).toBe('/zh_CN');
  });

  it('refuses other sites and schemes', () => {
    for (const value of [
      'https://evil.example/zh_CN',
      'http://evil.example',
      '//evil.example/path',
      '///evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/\\/evil.example',
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'zh_CN/personal/info',
      ' /zh_CN/personal/info',
      '/\t/evil.example',
      '/\n/evil.example',
      '/.//evil.example',
      '/..//evil.example',
      '/zh_CN/..//evil.example',
    ]) {
      expect(safeRedirect(value, 'zh_CN'), value).toBe('/zh_CN');
    }
  });

  it('goes home instead of back to login, register or forget', () => {
    expect(safeRedirect('/zh_CN/login', 'zh_CN')).toBe('/zh_CN');
    expect(safeRedirect('/en_US/login?redirect=%2Fen_US%2Fpersonal%2Finfo', 'en_US')).toBe(
      '/en_US',
    );
    expect(safeRedirect('/zh_HK/register', 'zh_HK')).toBe('/zh_HK');
    expect(safeRedirect('/pt_PT/forget', 'pt_PT')).toBe('/pt_PT');
    expect(safeRedirect('/login', 'zh_CN')).toBe('/zh_CN');
    expect(safeRedirect('/zh_CN/%6Cogin', 'zh_CN')).toBe('/zh_CN');
    expect(safeRedirect('/zh_CN/personal/../login', 'zh_CN')).toBe('/zh_CN');
  });

  it('does not mistake pages that merely start like the auth pages', () => {
    expect(safeRedirect('/zh_CN/loginx', 'zh_CN')).toBe('/zh_CN/loginx');
    expect(safeRedirect('/zh_CN/news/login', 'zh_CN')).toBe('/zh_CN/news/login');
  });
});
