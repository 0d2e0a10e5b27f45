import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import Papa from 'papaparse';
import { expect, expectAccessible, signedInTest, test } from './fixtures';

const AD_STATS = '/en_US/personal/marketing';
const FUNDS = '/en_US/personal/marketing/capital';

/** 'CN¥1,234.50', '+CN¥12.00', '−CN¥3.10', '4,896,561', '1.11%' → the number they show. */
function amountOf(text: string | null): number {
  const value = Number((text ?? '').replace(/[^\d.]/g, ''));
  return /^[−-]/.test((text ?? '').trim()) ? -value : value;
}

/** A `YYYY-MM-DD` day as the page writes dates in en-US ('Nov 20, 2026'). */
function mediumDate(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, date ?? 1)),
  );
}

const statsTable = (page: Page) => page.getByRole('table', { name: 'Ad statistics' });
const chartDots = (page: Page) => page.locator('.recharts-line-dots').first().locator('circle');

test.describe('reports', () => {
  signedInTest(
    'ad statistics: table, totals and chart follow the chosen range',
    async ({ page }) => {
      await page.goto(AD_STATS);
      const caption = page.getByTestId('chart-caption');
      await expect(caption).toContainText('Impressions, clicks and cost per day from');
      await expect(chartDots(page)).toHaveCount(30);
      const footer = statsTable(page).locator('tfoot tr');
      await expect(footer).toContainText('Total');
      const impressionsBefore = amountOf(await footer.locator('td').nth(4).textContent());
      await expectAccessible(page);

      await page.getByLabel('Time', { exact: true }).click();
      await page.getByRole('button', { name: 'Last 7 days' }).click();
      await expect(page).toHaveURL(/startDate=\d{4}-\d{2}-\d{2}/);
      await expect(page).toHaveURL(/endDate=\d{4}-\d{2}-\d{2}/);
      const url = new URL(page.url());
      const start = url.searchParams.get('startDate') ?? '';
      const end = url.searchParams.get('endDate') ?? '';

      await expect(caption).toHaveText(
        `Impressions, clicks and cost per day from ${mediumDate(start)} to ${mediumDate(end)}`,
      );
      await expect(chartDots(page)).toHaveCount(7);

      // Every row of the range on one page: the totals row must be their sum, its rates derived.
      await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('100 / page');
      await expect(page).toHaveURL(/size=100/);
      const rows = statsTable(page).locator('tbody tr');
      const count = Number(
        ((await page.getByText(/records? in total/).textContent()) ?? '').replace(/\D/g, ''),
      );
      await expect(rows).toHaveCount(count);
      let impressions = 0;
      let clicks = 0;
      for (const row of await rows.all()) {
        const cells = await row.locator('td').allTextContents();
        const day = cells[0] ?? '';
        expect(new Date(`${day} UTC`).getTime()).toBeGreaterThanOrEqual(
          Date.parse(`${start}T00:00:00Z`),
        );
        expect(new Date(`${day} UTC`).getTime()).toBeLessThanOrEqual(
          Date.parse(`${end}T00:00:00Z`),
        );
        impressions += amountOf(cells[4] ?? '');
        clicks += amountOf(cells[5] ?? '');
      }
      const totals = await footer.locator('td').allTextContents();
      expect(amountOf(totals[4] ?? '')).toBe(impressions);
      expect(amountOf(totals[5] ?? '')).toBe(clicks);
      expect(amountOf(totals[6] ?? '')).toBeCloseTo((clicks / impressions) * 100, 2);
      expect(impressions).toBeLessThan(impressionsBefore);

      // The range is in the address: a reload shows the same screen.
      await page.reload();
      await expect(caption).toHaveText(
        `Impressions, clicks and cost per day from ${mediumDate(start)} to ${mediumDate(end)}`,
      );
      await expect(statsTable(page).locator('tfoot td').nth(4)).toHaveText(totals[4] ?? '');
    },
  );

  signedInTest('funds flow: exports every row of the filter as CSV', async ({ page }) => {
    await page.goto(`${FUNDS}?direction=INCOME`);
    const table = page.getByRole('table', { name: 'Funds flow' });
    await expect(table.locator('tbody tr')).toHaveCount(10);
    const count = Number(
      ((await page.getByText(/records? in total/).textContent()) ?? '').replace(/\D/g, ''),
    );
    expect(count).toBeGreaterThan(10);
    const income = amountOf(await page.getByTestId('total-income').locator('div').textContent());
    await expect(page.getByTestId('total-expense')).toContainText('CN¥0.00');
    const firstSerial = await table.locator('tbody tr td').first().textContent();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^funds-flow_.*\.csv$/);
    const text = await readFile(await download.path(), 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const { data } = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true });
    const [header, ...records] = data;
    expect(header).toEqual([
      'Serial number',
      'Goods name',
      'Transaction time',
      'Transaction type',
      'Income or expense',
      'Amount (RMB)',
    ]);
    expect(records).toHaveLength(count);
    expect(records[0]?.[0]).toBe(firstSerial);
    expect(new Set(records.map((record) => record[0])).size).toBe(count);
    for (const record of records) {
      expect(record[4]).toBe('Income');
      expect(record[2]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(Number(record[5])).toBeGreaterThan(0);
    }
    const sum = records.reduce((total, record) => total + Number(record[5]), 0);
    expect(sum).toBeCloseTo(income, 2);
  });
});
