import { expect, expectAccessible, test } from './fixtures';

// A valid UPU S10 number, a valid UPS 1Z number, and an S10 number with a wrong check digit.
const S10 = 'RB123456785GB';
const UPS = '1Z5R89390357567127';
const MISTYPED = 'RB123456786US';

test('search lines by country, sort them in the URL and open one', async ({ page }) => {
  await page.goto('/en_US/logistics/service/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Logistics lines' })).toBeVisible();
  await expect(page.getByTestId('line-card').first()).toBeVisible();
  await expectAccessible(page);

  const country = page.getByLabel('Destination country');
  await expect(country).toBeEnabled();
  await country.selectOption('US');
  await expect(page).toHaveURL(/country=US/);
  await page.getByLabel('Sort by').selectOption('price:asc');
  await expect(page).toHaveURL(/sort=price/);
  await expect(page.getByText(/\d+ lines found/)).toBeVisible();
  const first = page.getByTestId('line-card').first();
  await expect(first).toContainText('United States');
  const name = (await first.getByRole('heading').textContent()) ?? '';

  // The filters survive a reload: they live in the URL.
  await page.reload();
  await expect(page.getByLabel('Destination country')).toHaveValue('US');

  await page.getByTestId('line-card').first().click();
  await expect(page).toHaveURL(/\/en_US\/logistics\/service\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Price table' })).toBeVisible();
  await expect(page.getByText('Minimum chargeable weight')).toBeVisible();
  await expectAccessible(page);
});

test('a line that does not exist says so', async ({ page }) => {
  await page.goto('/en_US/logistics/service/999999');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Logistics line does not exist' }),
  ).toBeVisible();
  await expectAccessible(page);
});

test('track three numbers, one mistyped, and reload the shared URL', async ({ page }) => {
  await page.goto('/en_US/logistics/query');
  await expect(page.getByRole('heading', { level: 1, name: 'Tracking query' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Order or transfer numbers').fill(`${S10}, ${UPS}\n${MISTYPED} ${S10}`);
  await page.getByRole('button', { name: 'Track' }).click();
  await expect(page).toHaveURL(
    `/en_US/logistics/query?nos=${encodeURIComponent(`${S10},${UPS},${MISTYPED}`)}`,
  );

  const check = async () => {
    const results = page.getByTestId('tracking-result');
    await expect(results).toHaveCount(3);
    await expect(results.nth(0)).toContainText(S10);
    await expect(results.nth(0).getByRole('list', { name: 'Events, newest first' })).toBeVisible();
    await expect(results.nth(1)).toContainText(UPS);
    await expect(results.nth(1).getByRole('list', { name: 'Events, newest first' })).toBeVisible();
    await expect(results.nth(2)).toContainText('Not tracked');
    await expect(results.nth(2).getByTestId('tracking-mistyped')).toHaveText(
      'Wrong check digit: probably mistyped. Likely carrier: USPS.',
    );
  };
  await check();
  await expectAccessible(page);
  await page.reload();
  await check();

  // An unknown number has no result; eleven numbers are refused with the rule shown.
  await page.goto('/en_US/logistics/query?nos=SP000000000000');
  await expect(page.getByTestId('tracking-result')).toContainText('No result');
  const eleven = Array.from({ length: 11 }, (_, index) => `SP${100 + index}`).join(',');
  await page.getByLabel('Order or transfer numbers').fill(eleven);
  await page.getByRole('button', { name: 'Track' }).click();
  await expect(
    page.getByText('At most 10 numbers can be tracked at a time; you entered 11.'),
  ).toBeVisible();
  await expect(page).toHaveURL('/en_US/logistics/query?nos=SP000000000000');
});

test('the numbers box grows with its lines up to ten, then scrolls', async ({ page }) => {
  await page.goto('/en_US/logistics/query');
  const box = page.getByLabel('Order or transfer numbers');
  const height = async () => (await box.boundingBox())!.height;
  const empty = await height();
  const lines = (count: number) =>
    Array.from({ length: count }, (_, index) => `SP${100 + index}`).join('\n');
  await box.fill(lines(6));
  const six = await height();
  expect(six).toBeGreaterThan(empty * 1.5);
  await box.fill(lines(10));
  const ten = await height();
  expect(ten).toBeGreaterThan(six);
  await box.fill(lines(16));
  expect(await height()).toBe(ten);
  expect(await box.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
});

test('the line list pages with named controls, in the page language', async ({ page }) => {
  await page.goto('/zh_CN/logistics/service/list');
  await expect(page.getByTestId('line-card').first()).toBeVisible();
  await expect(page.getByRole('button', { name: '上一页' })).toBeDisabled();
  await page.getByRole('button', { name: '第 2 页' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByRole('button', { name: '第 2 页' })).toHaveAttribute(
    'data-active',
    'true',
  );
  await expect(page.getByRole('button', { name: '上一页' })).toBeEnabled();
  await expectAccessible(page);
});

test('a warehouse list and detail', async ({ page }) => {
  await page.goto('/en_US/logistics/abroad/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Overseas warehouses' })).toBeVisible();
  await expect(page.getByTestId('warehouse-card').first()).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Service type').selectOption('RETURNS');
  await expect(page).toHaveURL(/service=RETURNS/);
  const first = page.getByTestId('warehouse-card').first();
  await expect(first).toContainText('Returns handling');
  const name = (await first.getByRole('heading').textContent()) ?? '';
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Inquiry' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Call' })).toHaveAttribute('href', /^tel:/);
  await expectAccessible(page);
});

const HOME_TITLES = {
  zh_CN: '跨境物流',
  zh_HK: '跨境物流',
  en_US: 'Cross-border logistics',
  pt_PT: 'Logística transfronteiriça',
} as const;

for (const [lang, title] of Object.entries(HOME_TITLES)) {
  test(`the logistics home in ${lang}`, async ({ page }) => {
    await page.goto(`/${lang}/logistics`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByTestId('line-card').first()).toBeVisible();
    await expectAccessible(page);
  });
}

test('the home tracking box opens the tracking query', async ({ page }) => {
  await page.goto('/pt_PT/logistics');
  await page.getByLabel('Números de encomenda ou de transferência').fill(S10);
  await page.getByRole('button', { name: 'Seguir' }).click();
  await expect(page).toHaveURL(`/pt_PT/logistics/query?nos=${S10}`);
  await expect(page.getByTestId('tracking-result')).toContainText(S10);
  await expectAccessible(page);
});
