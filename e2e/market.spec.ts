import type { Page } from '@playwright/test';
import { expect, expectAccessible, signedInTest, test } from './fixtures';
import { LOCALES } from './pages';
import { layoutShift, PHONE } from './support/layout';

const cards = (page: Page) => page.getByTestId('service-list').getByRole('listitem');

/** Waits until the list shows its answer (not the skeletons or the previous page). */
async function listLoaded(page: Page): Promise<void> {
  await expect(page.getByTestId('service-list')).toHaveAttribute('aria-busy', 'false');
}

function money(value: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'CNY' }).format(value);
}

/** The numbers of the cards' prices ('From CN¥2,980.00 / class' → 2980). */
async function pricesOf(page: Page): Promise<number[]> {
  const texts = await page
    .getByRole('list', { name: 'Services' })
    .locator('li')
    .getByText(/^From /)
    .allTextContents();
  return texts.map((text) => Number(/From\D*([\d,.]+)/.exec(text)?.[1]?.replace(/,/g, '') ?? NaN));
}

test.describe('service market', () => {
  test('from the header dropdown to a market, then sorted and paged by URL', async ({ page }) => {
    await page.goto('/en_US');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('button', { name: /Service market/ }).hover();
    const panel = page.getByTestId('nav-panel-4');
    const market = panel.locator('a[href*="/en_US/service?cid="]').first();
    const marketName = ((await market.textContent()) ?? '').trim();
    const href = (await market.getAttribute('href')) ?? '';
    await market.click();

    await expect(page).toHaveURL(href);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      marketName.replace(/\s+\S*$/, '') || marketName,
    );
    await listLoaded(page);
    const categoryNav = page.getByRole('navigation', { name: 'Service categories' });
    await expect(categoryNav.locator('a[aria-current="page"]')).toHaveCount(1);
    await expect(cards(page).first()).toBeVisible();
    await expectAccessible(page);

    // The whole market, 12 a page: page 2 from the address, then sorted by price, lowest first.
    await page.goto('/en_US/service?page=2');
    await listLoaded(page);
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const total = Number(
      ((await page.getByText(/^\d+ services?$/).textContent()) ?? '').replace(/\D/g, ''),
    );
    expect(total).toBeGreaterThan(12);
    await expect(cards(page)).toHaveCount(Math.min(12, total - 12));

    await page.goto('/en_US/service?sort=price&order=asc');
    await listLoaded(page);
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price:asc');
    const ascending = await pricesOf(page);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

    // Choices made on the screen are written into the address, and a reload reproduces them.
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('sales:desc');
    await expect(page).toHaveURL(/sort=sales/);
    await page.getByRole('textbox', { name: 'Lowest price (RMB)' }).fill('1000');
    await page.getByRole('textbox', { name: 'Highest price (RMB)' }).fill('5000');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/min=1000&max=5000|max=5000.*min=1000|min=1000.*max=5000/);
    await listLoaded(page);
    // The address changes before the list asks for the range: until its answer, the list shown
    // (not busy) can still be the one before.
    await expect
      .poll(async () => {
        const prices = await pricesOf(page);
        return prices.length > 0 && prices.every((price) => price >= 1000 && price <= 5000);
      }, 'every price within 1000 to 5000')
      .toBe(true);
    await listLoaded(page);
    // The server filters and pages the range: the count is the range's, not the market's.
    const inRange = Number(
      ((await page.getByText(/^\d+ services?$/).textContent()) ?? '').replace(/\D/g, ''),
    );
    expect(inRange).toBeGreaterThan(0);
    expect(inRange).toBeLessThan(total);
    const url = page.url();
    await page.reload();
    await listLoaded(page);
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('textbox', { name: 'Lowest price (RMB)' })).toHaveValue('1000');
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('sales:desc');

    // Best rated first, by the server, page after page.
    await page.goto('/en_US/service?sort=rating&size=48');
    await listLoaded(page);
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('rating:desc');
    await expect(cards(page)).toHaveCount(Math.min(48, total));
    const ratings = (
      await page
        .getByRole('list', { name: 'Services' })
        .locator('li')
        .getByText(/^(Rating [\d.]+|Not rated yet)$/)
        .allTextContents()
    ).map((text) => Number(/[\d.]+/.exec(text)?.[0] ?? 0));
    expect(ratings.length).toBe(Math.min(48, total));
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));

    // Nothing matches: 'No data', and a way to clear the filters.
    await page.goto('/en_US/service?key=nothing-like-this');
    await expect(page.getByText('No data')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).not.toHaveURL(/key=/);
    await listLoaded(page);
    await expect(cards(page).first()).toBeVisible();
  });

  test('orders a chosen package with a coupon through login, pays it and sees it paid', async ({
    page,
    context,
  }) => {
    await page.goto('/en_US/service/detail?id=3');
    await expect(
      page.getByRole('heading', { level: 1, name: 'EU trademark registration' }),
    ).toBeVisible();
    const packages = page.getByRole('group', { name: 'Choose a package' });
    await expect(packages.getByRole('radio')).toHaveCount(2);
    await packages.getByText('Three classes', { exact: true }).click();
    await expect(page).toHaveURL(/package=32/);
    await expectAccessible(page);

    // A visitor is sent to log in, and comes back to the order of this service and package.
    await page.getByRole('link', { name: /^Order now: Three classes/ }).click();
    await expect(page).toHaveURL(/\/en_US\/login\?redirect=/);
    expect(decodeURIComponent(page.url())).toContain('/en_US/service/submit?id=3&package=32');
    await expectAccessible(page);
    const username = page.locator('input[autocomplete="username"]');
    const form = page.locator('form').filter({ has: username });
    await username.fill('demo');
    await form.locator('input[autocomplete="current-password"]').fill('demo123');
    await form.locator('input[maxlength="4"]').fill('1234');
    await form.locator('button[type="submit"]').click();

    await expect(page).toHaveURL(/\/en_US\/service\/submit\?id=3&package=32/);
    await expect(page.getByRole('heading', { name: 'Order a service' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /Three classes/ })).toBeChecked();
    // Prefilled from the profile.
    await expect(page.getByRole('textbox', { name: 'Contact' })).not.toHaveValue('');
    await expect(page.getByRole('radio', { name: 'Alipay payment' })).toBeChecked();

    // The total follows the quantity and the package.
    const total = page.getByTestId('order-total');
    await expect(total).toContainText(money(6480));
    await page.getByRole('textbox', { name: /^Quantity/ }).fill('2');
    await expect(total).toContainText(money(12960));
    await page.getByRole('radio', { name: /One class/ }).check();
    await expect(total).toContainText(money(5960));
    await page.getByRole('radio', { name: /Three classes/ }).check();
    await expect(total).toContainText(money(12960));

    await page.getByRole('radio', { name: 'VAT special invoice' }).check();
    await page
      .getByRole('textbox', { name: 'Message to the provider' })
      .fill('Please call after 2 pm.');
    await page.getByRole('textbox', { name: 'Coupon or invitation code' }).fill('welcome100');
    await page.getByRole('button', { name: 'Verify' }).click();
    // The server's check: 100 RMB off, and what is left to pay, before submitting.
    await expect(
      page.getByText(`Code WELCOME100 verified: ${money(100)} off, ${money(12860)} to pay.`),
    ).toBeVisible();
    await expect(page.getByTestId('order-discount')).toContainText(money(100));
    await expect(total).toContainText(money(12860));
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Submit order' }).click();

    // The payment page of the new order: the coupon's 100 RMB off.
    await expect(page).toHaveURL(/\/en_US\/personal\/order\/\d+\/pay$/);
    await expect(page.getByTestId('amount-due')).toHaveText(money(12860));
    await expect(page.getByRole('timer')).toBeVisible();
    const orderNo = /[A-Z]{2}\d+/.exec(
      (await page.getByText(/^Order number/).textContent()) ?? '',
    )?.[0];
    expect(orderNo).toBeTruthy();
    await expectAccessible(page);
    const [cashier] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: 'Open the payment page' }).click(),
    ]);
    await cashier.getByRole('button', { name: `Pay order ${orderNo}` }).click();
    await cashier.close();
    await expect(page.getByText('Payment succeeded')).toBeVisible();
    await expect(page).toHaveURL(/\/en_US\/personal\/order\/\d+$/);

    await page.goto('/en_US/personal/order?tab=paid');
    const table = page.getByRole('table', { name: 'Orders' });
    await expect(table).toHaveAttribute('aria-busy', 'false');
    const row = table.locator('tbody tr').filter({ hasText: orderNo });
    await expect(row).toContainText('Paid');
    await expect(row).toContainText(money(12860));
  });

  signedInTest('applies as a provider with a PDF and refuses a renamed .exe', async ({ page }) => {
    await page.goto('/en_US/service/settle');
    await expect(
      page.getByRole('heading', { name: 'Settle in as a service provider' }),
    ).toBeVisible();
    await expectAccessible(page);

    // Nothing sent without the required fields and the agreement.
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(page.getByText('Please upload the company introduction file')).toBeVisible();
    await expect(page.getByText('Please read and agree to the agreement first!')).toBeVisible();

    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Chen Zhiqiang');
    await page
      .getByRole('textbox', { name: 'Company name' })
      .fill('Guangzhou Customs Services Ltd');
    await page
      .getByRole('textbox', { name: 'Company address' })
      .fill('348 Kaifa Avenue, Huangpu, Guangzhou');
    await page.getByRole('textbox', { name: 'Position' }).fill('Business director');

    const fileInput = page.locator('input[type="file"]');
    // A Windows program renamed to .pdf: refused by its bytes, before anything is sent.
    await fileInput.setInputFiles({
      name: 'company-intro.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([
        Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
        Buffer.alloc(512, 1),
      ]),
    });
    await expect(page.getByText(/Only PDF, MP4, MOV files can be uploaded/)).toBeVisible();

    await fileInput.setInputFiles({
      name: 'company-intro.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n'),
    });
    await expect(page.getByRole('link', { name: /\.pdf$/ })).toBeVisible();

    const services = page.getByRole('combobox', { name: 'Services to settle in' });
    await services.click();
    await page.getByRole('option').first().click();
    await page.getByRole('option').nth(1).click();
    await page.keyboard.press('Escape');
    await page.getByRole('textbox', { name: 'Contact phone' }).fill('13812345678');
    await page.getByRole('textbox', { name: 'Contact e-mail' }).fill('chen@example.com');
    await page.getByRole('checkbox', { name: /settle-in agreement/ }).check();
    await page.getByRole('button', { name: 'Submit application' }).click();

    // The form was long; what it became is shown from the top, not scrolled past.
    await expect(page.getByRole('heading', { name: 'Application submitted' })).toBeInViewport();
    await expect(page.getByText(/usually within 5 working days/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the service market' })).toBeVisible();
  });

  test('a missing service shows the not-found state with a way back', async ({ page }) => {
    await page.goto('/en_US/service/detail?id=999999');
    await expect(page.getByRole('heading', { name: 'No information yet' })).toBeVisible();
    await expectAccessible(page);
    await page.goto('/en_US/service/detail');
    await expect(page.getByRole('heading', { name: 'No information yet' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the service market' }).click();
    await expect(page).toHaveURL(/\/en_US\/service$/);
    await listLoaded(page);
  });

  test('on a phone, the categories come in one row that scrolls, without moving the list, and show the chosen one', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    // Portuguese, the longest words; a category far along the row, with its markets.
    await page.goto('/pt_PT/service?cid=27');
    await listLoaded(page);
    const categories = page.getByRole('list', { name: 'Categoria' });
    const chosen = categories.getByRole('link', { name: 'Certificação e conformidade' });
    await expect(chosen).toBeInViewport();
    const row = await categories.boundingBox();
    expect(row!.height).toBeLessThan(40);
    // What moved as the categories, the markets and the services came (the browser's own count,
    // Lighthouse's CLS of the load): wrapped, the categories took six rows there, and the list
    // below them moved down by five.
    expect(await layoutShift(page)).toBeLessThan(0.05);
  });

  for (const lang of LOCALES) {
    test(`the list and detail pages in ${lang}`, async ({ page }) => {
      await page.goto(`/${lang}/service`);
      await listLoaded(page);
      await expect(cards(page).first()).toBeVisible();
      await expectAccessible(page);
      await page.goto(`/${lang}/service/detail?id=1`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('fieldset input[type="radio"]:checked')).toHaveCount(1);
    });
  }
});
