import type { Page } from '@playwright/test';
import { expect, expectAccessible, signedInTest, test } from './fixtures';
import { LOCALES } from './pages';
import { loginAsDemo } from './support/login';

/** A real JPEG, drawn by the browser (a 64 × 40 licence-like picture). */
async function realJpeg(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 40;
    const context = canvas.getContext('2d');
    if (context) {
      context.fillStyle = '#f4f1e8';
      context.fillRect(0, 0, 64, 40);
      context.fillStyle = '#b22222';
      context.fillRect(4, 4, 12, 12);
    }
    return canvas.toDataURL('image/jpeg', 0.9);
  });
  return Buffer.from(dataUrl.replace(/^data:image\/jpeg;base64,/, ''), 'base64');
}

/** A file over the licence limit of 2 MB: JPEG bytes, 3 MB. */
function threeMegabyteJpeg(): Buffer {
  const buffer = Buffer.alloc(3 * 1024 * 1024, 0);
  buffer.set([0xff, 0xd8, 0xff, 0xe0]);
  return buffer;
}

/** A PDF renamed to .jpg. */
function renamedPdf(): Buffer {
  return Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
}

const licenceInput = (page: Page) => page.locator('input[type="file"]');

test.describe('sales platforms', () => {
  signedInTest(
    'directory to detail to the ordinary channel: a draft survives a reload, then the application is listed under review',
    async ({ page }) => {
      await page.goto('/en_US/platform');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Cross-border sales platforms' }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Southeast Asia' })).toBeVisible();
      await expectAccessible(page);

      // Filters live in the address.
      await page
        .getByRole('combobox', { name: 'Category' })
        .selectOption({ label: 'Southeast Asia' });
      await expect(page).toHaveURL(/category=13/);
      await expect(page.getByRole('heading', { name: 'Europe and the Americas' })).toHaveCount(0);

      await page
        .getByRole('region', { name: 'Southeast Asia' })
        .getByRole('link', { name: 'Lazada', exact: true })
        .click();
      await expect(page).toHaveURL(/\/en_US\/platform\/106$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Lazada' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Store guide' })).toBeVisible();
      await expect(
        page
          .getByRole('article', { name: 'Ordinary customer channel' })
          .getByText('Review time: About 5 working days'),
      ).toBeVisible();
      await expect(
        page
          .getByRole('article', { name: 'Large customer channel' })
          .getByText('Review time: About 10 working days'),
      ).toBeVisible();
      await expectAccessible(page);

      // The guide's button and the channels' buttons say the same; each names its channel.
      await expect(
        page.getByRole('region', { name: 'Store guide' }).getByText(/“Apply to open a store”/),
      ).toBeVisible();
      await expect(
        page.getByRole('link', {
          name: 'Apply to open a store: Large customer channel',
          exact: true,
        }),
      ).toBeVisible();
      await page
        .getByRole('link', {
          name: 'Apply to open a store: Ordinary customer channel',
          exact: true,
        })
        .click();
      await expect(page).toHaveURL(/\/en_US\/platform\/apply\?id=106&channel=ORDINARY_CUSTOMER/);
      await expect(page.getByRole('heading', { name: 'Step 1 of 5: Company' })).toBeVisible();

      // Step 1 is checked before the next.
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByText('Please enter the company name')).toBeVisible();
      await expect(page.getByText('Please upload the business licence scan')).toBeVisible();

      await page.getByRole('textbox', { name: 'Company name' }).fill('Shenzhen Kuayue Trading Co.');
      await page.getByRole('textbox', { name: 'Legal representative' }).fill('Li Ming');
      await page
        .getByRole('textbox', { name: 'Detailed company address' })
        .fill('18 Keji South 12th Road, Nanshan, Shenzhen');
      await licenceInput(page).setInputFiles({
        name: 'business-licence.jpg',
        mimeType: 'image/jpeg',
        buffer: await realJpeg(page),
      });
      await expect(
        page.getByRole('img', { name: 'Preview of Business licence scan' }),
      ).toBeVisible();
      await expect(page.getByText('Please upload the business licence scan')).toHaveCount(0);
      await expectAccessible(page);

      // The draft is kept as the user types: a reload offers it back.
      await page.reload();
      await expect(page.getByText(/You have a draft of this application/)).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Restore the draft' }).click();
      await expect(page.getByRole('textbox', { name: 'Company name' })).toHaveValue(
        'Shenzhen Kuayue Trading Co.',
      );
      await expect(
        page.getByRole('img', { name: 'Preview of Business licence scan' }),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Next' }).click();

      await expect(page.getByRole('heading', { name: 'Step 2 of 5: Contact' })).toBeVisible();
      await page.getByRole('textbox', { name: 'Contact name' }).fill('Wang Fang');
      await page.getByRole('textbox', { name: 'Contact phone' }).fill('13723456789');
      await page.getByRole('textbox', { name: 'WeChat ID' }).fill('wangfang_kj2026');
      await page.getByRole('textbox', { name: 'Contact e-mail' }).fill('wangfang@kuayue-trade.com');
      await page.getByRole('button', { name: 'Next' }).click();

      await expect(page.getByRole('heading', { name: 'Step 3 of 5: Operations' })).toBeVisible();
      await page
        .getByRole('radiogroup', { name: 'Foreign-trade experience' })
        .getByRole('radio', { name: 'Yes' })
        .check();
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Next' }).click();

      await expect(
        page.getByRole('heading', { name: 'Step 4 of 5: Brand and products' }),
      ).toBeVisible();
      // Several product images in one multipart upload.
      const image = await realJpeg(page);
      await page.locator('input[type="file"]').setInputFiles([
        { name: 'lamp-1.jpg', mimeType: 'image/jpeg', buffer: image },
        { name: 'lamp-2.jpg', mimeType: 'image/jpeg', buffer: image },
      ]);
      await expect(page.getByRole('img', { name: 'Product image 2' })).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Next' }).click();

      await expect(
        page.getByRole('heading', { name: 'Step 5 of 5: Review and submit' }),
      ).toBeVisible();
      await expect(page.getByText('Shenzhen Kuayue Trading Co.')).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Brand and products' }).getByRole('definition').last(),
      ).toHaveText('2');
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Submit application' }).click();

      await expect(page.getByRole('heading', { name: 'Application submitted' })).toBeInViewport();
      await expect(page.getByRole('status').getByText('About 5 working days')).toBeVisible();
      await expectAccessible(page);

      // The draft is gone once submitted.
      await page.goto('/en_US/platform/apply?id=106&channel=ORDINARY_CUSTOMER');
      await expect(page.getByRole('heading', { name: 'Step 1 of 5: Company' })).toBeVisible();
      await expect(page.getByText(/You have a draft of this application/)).toHaveCount(0);

      await page.goto('/en_US/personal/applications');
      const stores = page.getByRole('region', { name: 'Store-opening applications' });
      const lazada = stores.getByRole('article', { name: 'Lazada' });
      await expect(lazada).toBeVisible();
      await expect(lazada.getByText('Under review')).toBeVisible();
      await expect(lazada.getByText(/Ordinary customer channel/)).toBeVisible();
      // The seeded rejection shows its reason; the provider applications are listed too.
      const ebay = stores.getByRole('article', { name: 'eBay' });
      await expect(ebay.getByText('Rejected')).toBeVisible();
      await expect(ebay.getByText(/licence scan is not legible/)).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Service-provider applications' }).getByText('Rejected'),
      ).toBeVisible();
      await expectAccessible(page);
    },
  );

  signedInTest(
    'a 3 MB licence and a renamed PDF are refused with a clear message',
    async ({ page }) => {
      await page.goto('/en_US/platform/apply?id=101&channel=ORDINARY_CUSTOMER');
      await expect(page.getByRole('heading', { name: 'Step 1 of 5: Company' })).toBeVisible();
      await licenceInput(page).setInputFiles({
        name: 'licence.jpg',
        mimeType: 'image/jpeg',
        buffer: threeMegabyteJpeg(),
      });
      await expect(page.getByText('The file must be at most 2 MB.')).toBeVisible();
      await licenceInput(page).setInputFiles({
        name: 'licence.jpg',
        mimeType: 'image/jpeg',
        buffer: renamedPdf(),
      });
      await expect(page.getByText('Only JPG, PNG files can be uploaded.')).toBeVisible();
      await expect(page.getByRole('img', { name: 'Preview of Business licence scan' })).toHaveCount(
        0,
      );
      await expectAccessible(page);
    },
  );

  test('two platforms compared side by side, the choice in a shareable address', async ({
    page,
  }) => {
    await page.goto('/en_US/platform');
    await page.getByRole('checkbox', { name: 'Compare Amazon' }).check();
    await expect(page).toHaveURL(/compare=101/);
    await expect(page.getByText('Choose at least 2 platforms to compare')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Compare eBay' }).check();
    await expect(page).toHaveURL(/compare=101%2C103|compare=101,103/);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Compare side by side' }).click();

    await expect(page).toHaveURL(/\/en_US\/platform\/compare\?ids=101(%2C|,)103/);
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader', { name: 'Amazon' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'eBay' })).toBeVisible();
    const large = table.getByRole('row', { name: /Large customer channel/ });
    await expect(large.getByText('About 10 working days')).toHaveCount(2);
    const ordinary = table.getByRole('row', { name: /Ordinary customer channel/ });
    await expect(ordinary.getByText('About 5 working days')).toHaveCount(2);
    await expect(table.getByRole('rowheader', { name: 'Requirements' })).toBeVisible();
    await expectAccessible(page);

    // The address alone reproduces the comparison.
    await page.reload();
    await expect(table.getByRole('columnheader', { name: 'eBay' })).toBeVisible();
  });

  test('the platform page in four languages, and a missing platform', async ({ page }) => {
    const guide = {
      zh_CN: '开店指南',
      zh_HK: '開店指南',
      en_US: 'Store guide',
      pt_PT: 'Guia para abrir loja',
    } as const;
    for (const lang of LOCALES) {
      await page.goto(`/${lang}/platform/101`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: guide[lang] })).toBeVisible();
      await expectAccessible(page);
    }
    await page.goto('/en_US/platform/999999');
    await expect(page.getByRole('heading', { name: 'Platform does not exist' })).toBeVisible();
    await expectAccessible(page);
  });
});

test('the platform pages fit a phone screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  await page.goto('/en_US/platform?compare=101,103');
  await expect(page.getByRole('heading', { name: 'Southeast Asia' })).toBeVisible();
  expect(await fits()).toBe(true);
  await expectAccessible(page);
  await page.goto('/en_US/platform/101');
  await expect(page.getByRole('heading', { name: 'Store guide' })).toBeVisible();
  expect(await fits()).toBe(true);
  await page.goto('/en_US/platform/compare?ids=101,103,106');
  await expect(page.getByRole('columnheader', { name: 'Lazada' })).toBeVisible();
  expect(await fits()).toBe(true);
  await expectAccessible(page);
  await loginAsDemo(page, 'en_US', '/en_US/platform/apply?id=101&channel=LARGE_CUSTOMER');
  await expect(page.getByRole('heading', { name: 'Step 1 of 5: Company' })).toBeVisible();
  await expect(page.getByText('Review time: About 10 working days')).toBeVisible();
  expect(await fits()).toBe(true);
  await page.goto('/en_US/personal/applications');
  await expect(page.getByRole('article', { name: 'eBay' })).toBeVisible();
  expect(await fits()).toBe(true);
});
