import type { Page } from '@playwright/test';
import { expect, expectAccessible, signedInTest, test } from './fixtures';
import { DEMO } from './support/login';

// Issue 26 B, once per long form: what was typed survives a reload and the code-512 re-login, a
// refused submit shows where, and what a visitor asked for is done after login.

/** Line 706: UK sea freight to FBA. */
const PARCEL = '/en_US/logistics/service/submit?id=706';
const SERVICE_ORDER = '/en_US/service/submit?id=3&package=32';
const SETTLE = '/en_US/service/settle';
const APPLY = '/en_US/platform/apply?id=101&channel=ORDINARY_CUSTOMER';

/** Signs in on the login page on screen and waits until it has returned to `back`. */
async function signInHere(page: Page, back: string): Promise<void> {
  const username = page.locator('input[autocomplete="username"]');
  const form = page.locator('form').filter({ has: username });
  await username.fill(DEMO.username);
  await form.locator('input[autocomplete="current-password"]').fill(DEMO.password);
  await form.locator('input[maxlength="4"]').fill(DEMO.captcha);
  await form.locator('button[type="submit"]').click();
  await page.waitForURL((url) => `${url.pathname}${url.search}` === back);
  await username.waitFor({ state: 'detached' });
}

/** What the form kit keeps for `key` in the tab's session storage (typing pauses first). */
async function expectKept(page: Page, key: string, text: string): Promise<void> {
  await expect
    .poll(() => page.evaluate((name) => sessionStorage.getItem(`portal-form:${name}`), key))
    .toContain(text);
}

test.describe('forms keep what was typed and show where a submit was refused', () => {
  signedInTest(
    'parcel order: a reload and the 512 re-login keep it; a refused submit focuses the first field in error',
    async ({ page }) => {
      await page.goto(PARCEL);
      const carton = page.getByRole('group', { name: 'Carton 1' });
      await carton.getByLabel('Length (cm)').fill('60');
      await page.getByRole('textbox', { name: 'Consignee', exact: true }).fill('Ada Lovelace');
      await expectKept(page, 'logistics.parcel', 'Ada Lovelace');

      await page.reload();
      await expect(page.getByRole('textbox', { name: 'Consignee', exact: true })).toHaveValue(
        'Ada Lovelace',
      );
      await expect(carton.getByLabel('Length (cm)')).toHaveValue('60');

      // The session ends (code 512): to login and back, and nothing is lost.
      await page.goto(`${PARCEL}&mock=expired`);
      await page.waitForURL(/\/en_US\/login\?redirect=/);
      await signInHere(page, PARCEL);
      await expect(page.getByRole('textbox', { name: 'Consignee', exact: true })).toHaveValue(
        'Ada Lovelace',
      );
      await expect(carton.getByLabel('Length (cm)')).toHaveValue('60');

      // Refused: the first field in error (below the filled length) takes the focus, on screen.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.getByRole('button', { name: 'Submit order' }).click();
      const width = carton.getByLabel('Width (cm)');
      await expect(width).toBeFocused();
      await expect(width).toBeInViewport();
      await expect(page.getByTestId('form-attention')).toHaveText(/^\d+ fields need attention$/);
      await expectAccessible(page);
    },
  );

  signedInTest(
    'service order: a reload keeps the package, the quantity and the message',
    async ({ page }) => {
      await page.goto(SERVICE_ORDER);
      await page.getByRole('radio', { name: /One class/ }).check();
      await page.getByRole('textbox', { name: /^Quantity/ }).fill('3');
      await page
        .getByRole('textbox', { name: 'Message to the provider' })
        .fill('Please start on Monday');
      await expectKept(page, 'market.order', 'Please start on Monday');

      await page.reload();
      await expect(page.getByRole('radio', { name: /One class/ })).toBeChecked();
      await expect(page.getByRole('textbox', { name: /^Quantity/ })).toHaveValue('3');
      await expect(page.getByRole('textbox', { name: 'Message to the provider' })).toHaveValue(
        'Please start on Monday',
      );
    },
  );

  signedInTest(
    'settle-in: a reload keeps what was typed; a refused submit says how many fields; the agreement can be read',
    async ({ page }) => {
      await page.goto(SETTLE);
      await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Chen Zhiqiang');
      await page.getByRole('textbox', { name: 'Position' }).fill('Business director');
      await expectKept(page, 'market.settle', 'Business director');

      await page.reload();
      await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
        'Chen Zhiqiang',
      );
      await expect(page.getByRole('textbox', { name: 'Position' })).toHaveValue(
        'Business director',
      );

      await page.getByRole('button', { name: 'Submit application' }).click();
      await expect(page.getByRole('textbox', { name: 'Company name' })).toBeFocused();
      await expect(page.getByTestId('form-attention')).toHaveText(/^\d+ fields need attention$/);
      // The upload is a drop area named by its field; its file input is named so too.
      await expect(
        page.getByRole('group', { name: /^Company introduction \(PDF or video\)/ }),
      ).toBeVisible();
      await expect(
        page.getByRole('button', { name: /^Company introduction \(PDF or video\) Drop the file/ }),
      ).toBeAttached();

      await page.getByRole('button', { name: 'Read the settle-in agreement' }).click();
      const agreement = page.getByRole('dialog', { name: 'Service provider settle-in agreement' });
      await expect(agreement.getByText('1. Who may settle in')).toBeVisible();
      await expectAccessible(page);
      await agreement.getByRole('button', { name: 'Close' }).click();
      await expect(agreement).toBeHidden();
    },
  );

  signedInTest(
    'store application: a refused step focuses the first field in error; a reload offers the draft back',
    async ({ page }) => {
      await page.goto(APPLY);
      await expect(page.getByRole('heading', { name: 'Step 1 of 5: Company' })).toBeVisible();
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByRole('textbox', { name: 'Company name' })).toBeFocused();
      await expect(page.getByTestId('form-attention')).toHaveText(/^\d+ fields need attention$/);

      await page.getByRole('textbox', { name: 'Company name' }).fill('Shenzhen Kuayue Trading Co.');
      await page.reload();
      await page.getByRole('button', { name: 'Restore the draft' }).click();
      await expect(page.getByRole('textbox', { name: 'Company name' })).toHaveValue(
        'Shenzhen Kuayue Trading Co.',
      );
    },
  );

  test("a visitor's Collect is done after login, without a second click", async ({ page }) => {
    await page.goto('/en_US/college/course/detail?id=1');
    await expect(page.locator('h1#course-title')).toBeVisible();
    const back = new URL(page.url());
    await page.getByRole('button', { name: 'Collect', exact: true }).click();
    await page.waitForURL(/\/en_US\/login\?redirect=/);
    await signInHere(page, `${back.pathname}${back.search}`);
    await expect(page.getByRole('button', { name: 'Collected' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
