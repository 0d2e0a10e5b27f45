import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, BASE_CATALOGS, currentLocale, loadCatalogs } from './activate';
import { localeOf } from './locales';

afterEach(async () => {
  await activateLocale(localeOf('zh_CN'));
});

/** A message id of a catalog, read from its compiled messages. */
async function someIdOf(bcp47: string, name: string): Promise<string> {
  const { messages } = (await import(`../../locales/${bcp47}/${name}.po`)) as {
    messages: Record<string, unknown>;
  };
  const id = Object.keys(messages)[0];
  if (!id) throw new Error(`${name}.po is empty`);
  return id;
}

describe('catalogs per page', () => {
  it('activates a locale with the base catalogs and the page’s own, and adds others on demand', async () => {
    const ordersId = await someIdOf('pt-PT', 'orders');
    const authId = await someIdOf('pt-PT', 'auth');

    await activateLocale(localeOf('pt_PT'), ['orders']);
    expect(currentLocale().slug).toBe('pt_PT');
    expect(document.documentElement.lang).toBe('pt-PT');
    expect(i18n.messages[ordersId]).toBeDefined();
    expect(i18n.messages[authId]).toBeUndefined();
    expect(BASE_CATALOGS).toEqual(['common', 'shell']);

    await loadCatalogs(['auth', 'orders']);
    expect(i18n.messages[authId]).toBeDefined();
    expect(i18n.messages[ordersId]).toBeDefined();
  });
});
