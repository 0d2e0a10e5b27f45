import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { offlineBackendReady } from './support/offline-backend';

/** Sets a number field by its label. */
async function fill(page: Page, name: string, value: string) {
  const input = page.getByRole('spinbutton', { name, exact: true });
  await input.fill(value);
}

test('the tools index lists the tools here and marks the external ones', async ({ page }) => {
  await page.goto('/en_US/tools');
  await expect(page.getByRole('heading', { level: 1, name: 'Seller tools' })).toBeVisible();
  const external = page.getByRole('link', {
    name: /^Price history.*opens in a new tab/,
  });
  await expect(external).toHaveAttribute('target', '_blank');
  await expect(external).toHaveAttribute('rel', /noopener/);
  await expectAccessible(page);

  await page.goto('/zh_CN/tools');
  await expect(page.getByRole('heading', { level: 1, name: '卖家工具' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: /FBA 费用计算器/ }).click();
  await expect(page).toHaveURL('/zh_CN/tools/fba-calculator');
  await expect(page.getByRole('heading', { level: 1, name: 'FBA 费用计算器' })).toBeVisible();
});

test('the FBA calculator gives the published fee for a known product', async ({ page }) => {
  await page.goto('/en_US/tools/fba-calculator');
  await page.getByText('Inches', { exact: true }).click();
  await page.getByText('Pounds', { exact: true }).click();
  await fill(page, 'Length (in)', '8');
  await fill(page, 'Width (in)', '6');
  await fill(page, 'Height (in)', '2');
  await fill(page, 'Unit weight (lb)', '1');
  await fill(page, 'Listing price (USD)', '20');
  // Large standard, 12+ to 16 oz, $10 to $50: $4.60 in the table effective 15 January 2026.
  await expect(page.getByTestId('fba-tier')).toHaveText('Large standard');
  await expect(page.getByTestId('fba-fee')).toHaveText('$4.60');
  await expect(page.getByTestId('fba-referral')).toHaveText('$3.00');
  await expect(page.getByText(/effective 2026-01-15/)).toBeVisible();
  await expectAccessible(page);

  await page.goto('/zh_CN/tools/fba-calculator');
  await fill(page, '长度 (cm)', '20.32');
  await fill(page, '宽 (cm)', '15.24');
  await fill(page, '高 (cm)', '5.08');
  await fill(page, '单件重量 (kg)', '0.45359237');
  await fill(page, '售价（美元）', '20');
  await expect(page.getByTestId('fba-tier')).toHaveText('大号标准尺寸');
  await expect(page.getByTestId('fba-fee')).toHaveText(/4\.60/);
  await expectAccessible(page);
});

test('the unit converter converts quantities and cartons', async ({ page }) => {
  await page.goto('/en_US/tools/unit-converter');
  await expect(page.getByTestId('converter-result')).toHaveText('100 cm = 39.370079 in');
  await page.getByText('Temperature', { exact: true }).click();
  await page.getByRole('spinbutton', { name: 'Value' }).fill('100');
  await page.getByRole('combobox', { name: 'To' }).selectOption('F');
  await expect(page.getByTestId('converter-result')).toHaveText('100 °C = 212 °F');
  await expect(page.getByTestId('volumetric-5000')).toHaveText(/^12 kg/);
  await expect(page.getByTestId('volumetric-6000')).toHaveText(/^10 kg/);
  await expectAccessible(page);
  // A 200-digit side is refused beside the field and widens nothing.
  await fill(page, 'Length (cm)', '9'.repeat(200));
  await expect(page.getByText('Enter 1,000 or less')).toBeVisible();
  await expect(page.getByTestId('volumetric-5000')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  await expectAccessible(page);

  await page.goto('/zh_HK/tools/unit-converter');
  await page.getByRole('spinbutton', { name: '長（厘米）' }).fill('30.48');
  await page.getByRole('spinbutton', { name: '闊（厘米）' }).fill('30.48');
  await page.getByRole('spinbutton', { name: '高（厘米）' }).fill('30.48');
  await expect(page.getByTestId('cubic-feet')).toHaveText('1 立方英尺');
  await expectAccessible(page);
});

test('working hours show local time and the holidays of the next 30 days', async ({ page }) => {
  await page.goto('/en_US/tools/working-hours');
  await expect(page.getByTestId('market-US').getByRole('heading', { level: 2 })).toHaveText(
    'United States',
  );
  await expect(page.getByTestId('holidays-loading')).toHaveCount(0);
  await expect(page.getByTestId('market-DE')).toContainText(
    /Working time now|Outside working time|Closed: public holiday/,
  );
  await expectAccessible(page);

  await page.goto('/pt_PT/tools/working-hours');
  await expect(page.getByTestId('market-US').getByRole('heading', { level: 2 })).toHaveText(
    'Estados Unidos',
  );
  await expect(page.getByTestId('holidays-loading')).toHaveCount(0);
  await expectAccessible(page);
});

test('the interest tool computes interest and the financing cost', async ({ page }) => {
  await page.goto('/en_US/tools/interest');
  // 100,000 at 6% for 90 days, simple: 100,000 x 0.06 x 90 / 365
  await expect(page.getByTestId('interest-amount')).toHaveText('1,479.45');
  await page.getByText('Compound monthly', { exact: true }).click();
  await page.getByText('Months', { exact: true }).click();
  await page.getByRole('spinbutton', { name: 'Term', exact: true }).fill('12');
  await expect(page.getByTestId('interest-amount')).toHaveText('6,167.78');
  await expectAccessible(page);

  await page.goto('/zh_CN/tools/interest');
  await expect(page.getByTestId('finance-cost')).toHaveText(/20,000/);
  await expect(page.getByTestId('finance-annual')).toHaveText('8.00%');
  await page.getByRole('spinbutton', { name: '融资成本 (%)' }).fill('3');
  await expect(page.getByTestId('finance-cost')).toHaveText(/30,000/);
  await expectAccessible(page);
});

test('the tracking check finds well-formed numbers and links to tracking', async ({ page }) => {
  await page.goto('/en_US/tools/tracking-check');
  await expect(page.getByTestId('tracking-row')).toHaveCount(3);
  await expect(page.getByRole('link', { name: 'Track the well-formed numbers' })).toHaveAttribute(
    'href',
    '/en_US/logistics/query?nos=RB123456785GB%2C1Z5R89390357567127',
  );
  await expectAccessible(page);

  await page.goto('/zh_HK/tools/tracking-check');
  await page.getByRole('textbox', { name: '運單號' }).fill('RB123456785XX, 3318810025');
  const rows = page.getByTestId('tracking-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('末尾的國家代碼不存在');
  await expect(rows.nth(1)).toContainText('DHL 速遞');
  await expectAccessible(page);
});

test('the address tool formats by country and checks the postcode', async ({ page }) => {
  await page.goto('/en_US/tools/address');
  await expect(page.getByTestId('formatted-address')).toContainText('Springfield, IL 62701');
  await page.getByRole('combobox', { name: 'Destination country' }).selectOption('DE');
  await page.getByRole('button', { name: 'Fill a sample address' }).click();
  await expect(page.getByTestId('formatted-address')).toContainText('10115 Berlin');
  await expectAccessible(page);

  await page.goto('/pt_PT/tools/address');
  await page.getByRole('textbox', { name: 'Código postal' }).fill('9410');
  await expect(
    page.getByText('Código postal inválido para este país, por exemplo 94105'),
  ).toBeVisible();
  await expectAccessible(page);
});

test('the e-mail templates fill fields and flag what Amazon forbids', async ({ page }) => {
  await page.goto('/en_US/tools/email-templates');
  await page.getByRole('textbox', { name: 'Buyer name' }).fill('Alex');
  const message = page.getByRole('textbox', { name: 'Message text (you can edit it)' });
  await expect(message).toHaveValue(/Dear Alex,/);
  await expect(page.getByTestId('email-check')).toContainText('No problems found');
  await message.fill('Please leave 5 stars and get a coupon: www.example.com');
  await expect(page.getByTestId('email-check')).toContainText('Links are not allowed');
  await expect(page.getByTestId('email-check')).toContainText(
    'Asking for a positive review is not allowed',
  );
  await expectAccessible(page);

  await page.goto('/zh_CN/tools/email-templates');
  await page.getByRole('combobox', { name: '买家语言' }).selectOption('ja');
  await page.getByRole('textbox', { name: '买家姓名' }).fill('山田');
  await expect(page.getByRole('textbox', { name: '消息正文（可编辑）' })).toHaveValue(/山田 様/);
  await expectAccessible(page);
});

test('each locale draws its text with its own face (Latin first in English and Portuguese, the filing numbers from their own font)', async ({
  page,
}) => {
  const cdp = await page.context().newCDPSession(page);
  /** The faces Chromium used to draw the text of the first element `selector` finds. */
  const facesOf = async (selector: string) => {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts;
  };
  const facesOfHeading = async () => (await facesOf('h1')).map((font) => font.familyName);
  const expected = {
    en_US: /^(?!Noto Sans CJK)/,
    pt_PT: /^(?!Noto Sans CJK)/,
    zh_CN: /^Noto Sans CJK SC$/,
    zh_HK: /^Noto Sans CJK HK$/,
  };
  for (const [lang, face] of Object.entries(expected)) {
    await page.goto(`/${lang}/tools`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await offlineBackendReady(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang.replace('_', '-'));
    const faces = await facesOfHeading();
    expect(faces.length, lang).toBeGreaterThan(0);
    for (const used of faces) expect(used, `${lang} draws with ${used}`).toMatch(face);
    // The filing numbers' Chinese characters: on the Latin pages, from the few-glyph font of
    // their own (src/features/shell/footer.module.css), never from a system CJK face.
    const filing = page.getByRole('link', { name: /ICP/ });
    await expect(filing).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.fonts.status)).toBe('loaded');
    const filingFaces = await facesOf('footer a[href^="https://beian.miit.gov.cn"]');
    const cjk = filingFaces.filter((font) => /CJK/.test(font.familyName));
    expect(cjk.length, lang).toBeGreaterThan(0);
    expect(
      cjk.every((font) => font.isCustomFont === /^(en|pt)_/.test(lang)),
      `${lang}: ${JSON.stringify(filingFaces)}`,
    ).toBe(true);
  }
});
