import type { Page } from '@playwright/test';
import { expect, expectAccessible, signedInTest, test } from './fixtures';

/** Line 706: UK sea freight to FBA, divisor 6000, at least 21 kg, 11.30 RMB/kg up to 100 kg. */
const SUBMIT = '/en_US/logistics/service/submit?id=706';

const carton = (page: Page, n: number) => page.getByRole('group', { name: `Carton ${n}` });

async function fillCarton(
  page: Page,
  n: number,
  [length, width, height, weight]: [string, string, string, string],
): Promise<void> {
  const group = carton(page, n);
  await group.getByLabel('Length (cm)').fill(length);
  await group.getByLabel('Width (cm)').fill(width);
  await group.getByLabel('Height (cm)').fill(height);
  await group.getByLabel('Gross weight (kg)').fill(weight);
}

async function choose(page: Page, field: string, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: field, exact: true }).click();
  await page.getByRole('option', { name: option }).click();
}

test.describe('parcel order', () => {
  test('a visitor is sent to log in and comes back to the form', async ({ page }) => {
    await page.goto(SUBMIT);
    await page.waitForURL(/\/en_US\/login\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(
      '/en_US/logistics/service/submit?id=706',
    );
  });

  signedInTest('sends a parcel with its quote and finds it in sender orders', async ({ page }) => {
    // Without a line in the address, the user picks one first.
    await page.goto('/en_US/logistics/service/submit');
    await expect(page.getByRole('heading', { name: 'Choose a logistics line' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'UK sea freight, duties paid (FBA)' }).click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === SUBMIT);
    await expect(page.getByRole('heading', { name: 'Send a parcel', level: 1 })).toBeVisible();
    await expect(carton(page, 1)).toBeVisible();
    await expectAccessible(page);

    // Two cartons; the second one is bulky: charged by its volume, with a warning.
    await fillCarton(page, 1, ['60', '40', '45', '18.6']);
    await page.getByRole('button', { name: 'Add a carton' }).click();
    await expect(carton(page, 2).getByLabel('Carton number')).toHaveValue('2');
    await fillCarton(page, 2, ['80', '60', '50', '30']);
    await expect(carton(page, 2)).toContainText('Volumetric weight 40 kg exceeds the gross weight');
    await expect(carton(page, 1)).not.toContainText('exceeds the gross weight');
    const quote = page.getByTestId('parcel-quote');
    await expect(page.getByTestId('quote-gross')).toHaveText('48.6 kg');
    await expect(page.getByTestId('quote-volumetric')).toHaveText('58 kg');
    await expect(page.getByTestId('quote-chargeable')).toHaveText('58 kg');
    await expect(page.getByTestId('quote-fee')).toHaveText('CN¥655.40');
    await expect(quote).toContainText('2 of 2');

    // Deleting asks first: cancelled, the carton stays; confirmed, it goes and the quote follows.
    await page.getByRole('button', { name: 'Remove Carton 2' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this carton?' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(carton(page, 2)).toBeVisible();
    await page.getByRole('button', { name: 'Remove Carton 2' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(carton(page, 2)).toHaveCount(0);
    await expect(page.getByTestId('quote-gross')).toHaveText('18.6 kg');
    // Below the line's minimum: charged 21 kg.
    await expect(page.getByTestId('quote-chargeable')).toHaveText('21 kg');
    await expect(page.getByTestId('quote-fee')).toHaveText('CN¥237.30');

    // Destination (the line's only country is chosen), trade, value, contact, insurance.
    await choose(page, 'FBA warehouse code', /^BHX4/);
    await expect(page.getByText('Plot 1, Lyons Park, Sayer Dr, Coventry')).toBeVisible();
    await page
      .getByRole('textbox', { name: 'Consignee', exact: true })
      .fill('Amazon UK Services Ltd.');
    await choose(page, 'Trade type', 'General trade (0110)');
    const declared = page.getByRole('textbox', { name: 'Declared value (RMB)' });
    await declared.fill('0.5');
    await page.getByRole('textbox', { name: 'Contact name' }).fill('李明');
    await page.getByRole('textbox', { name: 'Contact mobile' }).fill('13812345678');
    await page
      .getByRole('checkbox', { name: 'I have read and agree to the insurance rules' })
      .check();

    // A declared value under 1 RMB is refused with the rule, before anything is sent.
    await page.getByRole('button', { name: 'Submit order' }).click();
    await expect(page.getByText('The declared value must be at least RMB 1')).toBeVisible();
    await expect(declared).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);
    await declared.fill('3680');
    await expect(page.getByText('The declared value must be at least RMB 1')).toBeHidden();

    await page.getByRole('button', { name: 'Submit order' }).click();
    // The form was long; what it became is shown from the top, not scrolled past.
    await expect(page.getByRole('heading', { name: 'Order submitted' })).toBeInViewport();
    const orderNo = (await page.getByTestId('submitted-order-no').textContent()) ?? '';
    expect(orderNo).toMatch(/^SP\d{17}$/);
    // The server's quote, the final word, agrees with the one the form showed.
    await expect(page.getByTestId('submitted-quote')).toContainText('21 kg');
    await expect(page.getByTestId('submitted-quote')).toContainText('CN¥237.30');
    await expect(page.getByText('A business manager checks the order')).toBeVisible();
    await expectAccessible(page);

    // In sender orders, waiting for the manager's confirmation.
    await page.getByRole('link', { name: 'Sender orders' }).click();
    await page.waitForURL('**/en_US/personal/logistics/sender');
    const table = page.getByRole('table', { name: 'Sender orders' });
    await expect(table).toHaveAttribute('aria-busy', 'false');
    const row = table.locator('tbody tr').filter({ hasText: orderNo });
    await expect(row).toContainText('Pending confirmation');
    await expect(row).toContainText('UK sea');
    await expect(row).toContainText('FBA BHX4');
    await expect(row.getByRole('link', { name: /Pay order/ })).toHaveCount(0);
    // A confirmed order is paid through the payment page.
    const payable = table.locator('tbody tr').filter({ hasText: 'Pending payment' }).first();
    await expect(payable.getByRole('link', { name: /Pay order/ })).toHaveAttribute(
      'href',
      /\/en_US\/personal\/order\/\d+\/pay$/,
    );
    await expectAccessible(page);

    // The waybill of an approved order: a printable page.
    const approved = table.locator('tbody tr').filter({ hasText: 'Approved' }).first();
    const approvedNo = /SP\d{17}/.exec((await approved.textContent()) ?? '')?.[0] ?? '';
    await approved.getByRole('link', { name: `Print the waybill of ${approvedNo}` }).click();
    await expect(page.getByRole('heading', { name: 'Waybill', level: 1 })).toBeVisible();
    await expect(page.getByTestId('waybill-order-no')).toHaveText(approvedNo);
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes');
    });
    await page.getByRole('button', { name: 'Print the waybill' }).click();
    await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
    await expectAccessible(page);
  });

  signedInTest(
    "a US line's quote is the range of its zones until the FBA warehouse fixes the zone",
    async ({ page }) => {
      await page.goto('/en_US/logistics/service/submit?id=701');
      await fillCarton(page, 1, ['60', '40', '45', '18.6']);
      const fee = page.getByTestId('quote-fee');
      // The US is priced in three zones by postcode: a range while none is known.
      await expect(fee).toHaveText(/^CN¥[\d,.]+ – CN¥[\d,.]+$/);
      const low = (await fee.textContent())?.split(' – ')[0];
      // The line's only country is chosen already; ONT8 (Moreno Valley, CA 92551) is in the west
      // zone, the cheapest.
      await choose(page, 'FBA warehouse code', /^ONT8/);
      await expect(fee).toHaveText(low ?? 'a single fee');
    },
  );

  signedInTest('a line that does not exist says so, in the page language', async ({ page }) => {
    await page.goto('/zh_CN/logistics/service/submit?id=999999');
    await expect(page.getByRole('heading', { level: 1, name: '物流线路不存在' })).toBeVisible();
    await expect(page.getByRole('link', { name: '全部物流线路' })).toHaveAttribute(
      'href',
      '/zh_CN/logistics/service/list',
    );
    await expectAccessible(page);
  });
});

test.describe('parcel pages', () => {
  const LANGS = ['zh_CN', 'zh_HK', 'en_US', 'pt_PT'] as const;

  signedInTest('the form, sender orders and a waybill in four languages', async ({ page }) => {
    // Twelve pages, each checked by axe: the slow-test time limit.
    test.slow();
    await page.goto('/zh_CN/logistics/service/submit?id=705');
    for (const lang of LANGS) {
      await page.goto(`/${lang}/logistics/service/submit?id=705`);
      await expect(page.getByTestId('parcel-quote')).toBeVisible();
      await expect(page.locator('fieldset').first()).toBeVisible();
      await expectAccessible(page);

      await page.goto(`/${lang}/personal/logistics/sender?status=APPROVED`);
      const table = page.locator('table');
      await expect(table).toHaveAttribute('aria-busy', 'false');
      await expect(table.locator('tbody tr')).toHaveCount(1);
      await expectAccessible(page);

      await table.locator('a[href*="/personal/logistics/waybill"]').click();
      await expect(page.getByTestId('waybill-order-no')).toHaveText(/^SP\d{17}$/);
      await expectAccessible(page);
    }
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    signedInTest('the form fits the screen', async ({ page }) => {
      await page.goto(SUBMIT);
      await expect(page.getByTestId('parcel-quote')).toBeVisible();
      await expect(carton(page, 1)).toBeVisible();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
      await expectAccessible(page);
    });
  });
});
