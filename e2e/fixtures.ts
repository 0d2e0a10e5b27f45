import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** Fails on serious or critical axe violations of the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    blocking.map(
      (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
    `axe violations on ${page.url()}`,
  ).toEqual([]);
}

/**
 * `page` that also runs axe on the last page a test visited; call `expectAccessible` after each
 * further page a test visits, so every page of the suite is checked.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    await use(page);
    if (page.url().startsWith('http')) await expectAccessible(page);
  },
});

export { expect };
