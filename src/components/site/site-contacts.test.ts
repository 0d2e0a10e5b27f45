import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteContacts, telHref } from './site-contacts';

const SRC = join(__dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory())
      return name === 'gen' || name === 'zod' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('the portal contact facts', () => {
  it('come from the site settings, trimmed, and are unknown until they arrive', () => {
    expect(
      siteContacts({ phone: ' 400-1 ', email: 'api@kjt.test ', address: ' API address' }),
    ).toEqual({ phone: '400-1', email: 'api@kjt.test', address: 'API address' });
    expect(siteContacts(undefined)).toBeNull();
    expect(siteContacts(null)).toBeNull();
  });

  it('dial the digits of the hotline', () => {
    expect(telHref('400-888-6688')).toBe('tel:4008886688');
    expect(telHref('+86 755 1234 5678')).toBe('tel:+8675512345678');
  });

  // Spec section 9: one phone and one mailbox. A copy in the code drifts from the settings (it
  // did: /personal/cross said .com while the footer said .cn).
  it('have no copy in the code: no hotline number or mailbox of the portal in src', () => {
    const copies = sourceFiles(SRC).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const found = [
        ...(text.match(/\b400-\d{3}-\d{4}\b/g) ?? []),
        ...(text.match(/[\w.+-]+@kuajingtong\.[a-z]+/gi) ?? []),
      ];
      return found.map((value) => `${relative(SRC, file)}: ${value}`);
    });
    expect(copies).toEqual([]);
  });
});
