import { expect, expectAccessible, signedInTest, test } from './fixtures';

/** The landing pages, /home and the personal customs-declaration entry (issue 17). */

const LOCALES = [
  {
    slug: 'zh_CN',
    bcp47: 'zh-CN',
    h1: {
      station: '在电商平台之外，拥有自己的品牌网站',
      cross: '为集团每一家公司办理报关',
      finance: '为海外店铺提供流动资金',
      park: /^入驻即享 3年免租$/,
      overseas: '在目标市场联合运营与广告投放',
    },
    title: '跨境供应链金融',
    prepayment: '低至 20%',
    period: '最长 3个月',
    rentFree: '3年',
  },
  {
    slug: 'zh_HK',
    bcp47: 'zh-HK',
    h1: {
      station: '在電商平台以外，擁有自己的品牌網站',
      cross: '為集團每一家公司辦理報關',
      finance: '為海外店鋪提供流動資金',
      park: /^進駐即享 3 年免租$/,
      overseas: '在目標市場聯合營運與廣告投放',
    },
    title: '跨境供應鏈金融',
    prepayment: '低至 20%',
    period: '最長 3 個月',
    rentFree: '3 年',
  },
  {
    slug: 'en_US',
    bcp47: 'en-US',
    h1: {
      station: 'Your own brand website, next to the marketplaces',
      cross: 'Customs declaration for every company of your group',
      finance: 'Working capital for your overseas stores',
      park: 'Move in and pay no rent for 3 years',
      overseas: 'Joint operation and advertising in your markets',
    },
    title: 'Cross-border supply-chain finance',
    prepayment: 'from 20%',
    period: 'up to 3 months',
    rentFree: '3 years',
  },
  {
    slug: 'pt_PT',
    bcp47: 'pt-PT',
    h1: {
      station: 'O site da sua marca, ao lado dos marketplaces',
      cross: 'Declaração aduaneira para todas as empresas do seu grupo',
      finance: 'Fundo de maneio para as suas lojas no estrangeiro',
      park: 'Instale-se e não pague renda durante 3 anos',
      overseas: 'Operação conjunta e publicidade nos seus mercados',
    },
    title: 'Financiamento transfronteiriço da cadeia de abastecimento',
    prepayment: 'a partir de 20%',
    period: 'até 3 meses',
    rentFree: '3 anos',
  },
] as const;

/** Intl in the page's own browser, as the page formats (no-break spaces made plain). */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();

for (const locale of LOCALES) {
  test(`landing pages in ${locale.slug}`, async ({ page }) => {
    for (const name of ['station', 'cross', 'finance', 'park', 'overseas'] as const) {
      await page.goto(`/${locale.slug}/${name}`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale.bcp47);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(locale.h1[name]);
      // Offering cards or steps, and a call to action that goes somewhere.
      await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expect(page.locator('main a[href]').first()).toBeVisible();
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length).toBeGreaterThan(20);
      // Axe: the walk checks each landing page in one language (e2e/walk.spec.ts).
    }

    // Finance: the figures of spec section 1, formatted for the locale.
    await page.goto(`/${locale.slug}/finance`);
    await expect(page).toHaveTitle(new RegExp(`^${locale.title} - `));
    const figures = page.getByTestId('landing-figures');
    const expected = await page.evaluate((lang) => {
      const format = (options: Intl.NumberFormatOptions) => new Intl.NumberFormat(lang, options);
      return {
        limit: format({
          style: 'currency',
          currency: 'USD',
          notation: 'compact',
          maximumFractionDigits: 0,
        }).formatRange(1_000_000, 10_000_000),
        full: format({ style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).formatRange(
          1_000_000,
          10_000_000,
        ),
        cost: format({ style: 'percent' }).formatRange(0.02, 0.03),
        weeks: format({ style: 'unit', unit: 'week', unitDisplay: 'long' }).formatRange(2, 3),
        year: format({ style: 'unit', unit: 'year', unitDisplay: 'long' }).format(1),
      };
    }, locale.bcp47);
    const values = (await figures.locator('dd').allTextContents()).map(plain);
    expect(values).toEqual(
      expect.arrayContaining([
        plain(expected.limit),
        plain(expected.full),
        plain(expected.cost),
        locale.prepayment,
        locale.period,
        plain(expected.weeks),
      ]),
    );
    expect(values.some((value) => value.includes(plain(expected.year)))).toBe(true);
    expect(plain(expected.full)).toMatch(/1.000.000/);

    // Park: rent-free for three years.
    await page.goto(`/${locale.slug}/park`);
    await expect(page.getByTestId('landing-figures').locator('dd').first()).toHaveText(
      locale.rentFree,
    );
  });
}

test('calls to action go where a visitor expects', async ({ page }) => {
  await page.goto('/en_US/overseas');
  // Customer service opens the site's chat dialog, in the page's language, on the same page.
  await page.getByRole('button', { name: 'Plan a campaign with us' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Online customer service' });
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('customer-service-chat')).toHaveAttribute(
    'src',
    /\/kefu\.html\?lang=en_US$/,
  );
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  // Ad statistics need a session: a visitor is asked to log in first, then comes back.
  await page.getByRole('link', { name: 'See your ad statistics' }).first().click();
  await expect(page).toHaveURL(
    `/en_US/login?redirect=${encodeURIComponent('/en_US/personal/marketing')}`,
  );
  await expectAccessible(page);

  await page.goto('/en_US/finance');
  // The page's own description for search engines and sharing, after the global settings.
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /^Credit lines of 1 to 10 million USD for overseas stores/,
  );
  await page.getByRole('link', { name: 'Register for free' }).first().click();
  await expect(page).toHaveURL('/en_US/register');
});

test('a landing page fits a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/pt_PT/finance');
  await expect(page.getByTestId('landing-figures')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  await expectAccessible(page);
});

test('/{lang}/home shows the home page without a second page load', async ({ page }) => {
  await page.goto('/zh_HK/home');
  await expect(page).toHaveURL('/zh_HK');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main').locator('a[href^="/zh_HK/news/"]').first()).toBeVisible();
  // One document, the one asked for: the move to /zh_HK happened inside the app.
  const documents = await page.evaluate(() =>
    performance.getEntriesByType('navigation').map((entry) => new URL(entry.name).pathname),
  );
  expect(documents).toEqual(['/zh_HK/home']);
  await expectAccessible(page);
});

signedInTest(
  'the personal customs-declaration entry shows the access and how to open it',
  async ({ page }) => {
    await page.goto('/zh_CN/personal/cross');
    await expect(page.getByRole('heading', { level: 1, name: '报关系统' })).toBeVisible();
    await expect(page).toHaveTitle(/^报关系统 - /);
    const access = page.getByRole('region', { name: '您的开通状态' });
    // demo is a certified enterprise: customer service opens the system for it.
    await expect(access.getByText('企业', { exact: true })).toBeVisible();
    await expect(access.getByText('已认证', { exact: true })).toBeVisible();
    await expect(access.getByText('您的账户尚未开通')).toBeVisible();
    const contact = access.getByRole('link', { name: '联系客服（在新标签页打开）' });
    await expect(contact).toHaveAttribute('target', '_blank');
    await expect(contact).toHaveAttribute('href', /\/kefu\.html\?lang=zh_CN$/);
    await expectAccessible(page);

    // On a phone too.
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(access.getByText('您的账户尚未开通')).toBeVisible();
    await expectAccessible(page);
  },
);
