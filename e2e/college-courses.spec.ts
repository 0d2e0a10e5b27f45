import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { DEMO } from './support/login';

const cards = (page: Page) =>
  page.locator('main ul:not([aria-busy]) > li a[href*="/college/course/detail"]');

/** Signs in on the login page the app sent a visitor to, and waits to be back on `back`. */
async function signInHere(page: Page, back: (url: URL) => boolean): Promise<void> {
  const username = page.locator('input[autocomplete="username"]');
  const form = page.locator('form').filter({ has: username });
  await username.fill(DEMO.username);
  await form.locator('input[autocomplete="current-password"]').fill(DEMO.password);
  await form.locator('input[maxlength="4"]').fill(DEMO.captcha);
  await form.locator('button[type="submit"]').click();
  await page.waitForURL(back);
  await username.waitFor({ state: 'detached' });
}

test.describe('college courses', () => {
  test('searches from the college header, keeps and highlights the keyword', async ({ page }) => {
    await page.goto('/en_US/college');
    const box = page.getByRole('textbox', { name: 'Search courses' });
    // An empty keyword does nothing.
    await box.fill('   ');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/en_US\/college$/);

    await box.fill('Amazon');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/en_US\/college\/course\/query\?key=Amazon$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Courses matching “Amazon”');
    await expect(box).toHaveValue('Amazon');
    await expect(cards(page).first()).toBeVisible();
    await expect(cards(page).first().locator('mark').first()).toHaveText(/amazon/i);
    await expectAccessible(page);

    await page.goto('/en_US/college/course/query?key=zzzznothing');
    await expect(page.getByText('No course found')).toBeVisible();
  });

  // An old link to the series (the college header's) lands on them once the sections above have
  // their courses, on a phone too (where the newest courses are some 3,000 px tall), and each
  // section below the first screen shows its courses when reached.
  for (const width of [1366, 390]) {
    test(`the series link lands on its section, each section shows when reached (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: width > 800 ? 768 : 844 });
      await page.goto('/en_US/college#series');
      const series = page.getByRole('heading', { name: 'Series courses', level: 2 });
      await expect(series).toBeInViewport();
      await expect(page.locator('#series li a').first()).toBeInViewport();

      // From another college page, by the college header's link (on a phone, in its row of links
      // that scrolls sideways): the app draws the college home anew and lands on the series.
      await page.goto('/en_US/college/course/list');
      await expect(cards(page).first()).toBeVisible();
      await page.getByRole('link', { name: 'Series courses', exact: true }).click();
      await expect(page).toHaveURL(/\/en_US\/college#series$/);
      await expect(series).toBeInViewport();
      await expect(page.locator('#series li a').first()).toBeInViewport();

      await page.goto('/en_US/college');
      for (const name of ['Newest courses', 'Series courses', 'Featured teachers']) {
        const heading = page.getByRole('heading', { name, level: 2 });
        await heading.scrollIntoViewIfNeeded();
        await expect(heading).toBeInViewport();
        const section = page.locator('section').filter({ has: heading });
        await expect(section.locator('li a').first()).toBeInViewport();
      }
      await expectAccessible(page);
    });
  }

  test('filters the list by level and keeps it on reload', async ({ page }) => {
    await page.goto('/en_US/college/course/list');
    await expect(cards(page).first()).toBeVisible();
    const difficulty = page.getByRole('group', { name: 'Difficulty' });
    await difficulty.getByRole('button', { name: 'Advanced' }).click();
    await expect(page).toHaveURL(/level=ADVANCED/);
    await expect(cards(page).first()).toBeVisible();
    for (const card of await cards(page).all()) await expect(card).toContainText('Advanced');

    await page.reload();
    await expect(difficulty.getByRole('button', { name: 'Advanced' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(cards(page).first()).toBeVisible();
    await page.getByRole('group', { name: 'Price' }).getByRole('button', { name: 'Free' }).click();
    await expect(page).toHaveURL(/free=true/);
    await expectAccessible(page);
  });

  test('a missing course says so', async ({ page }) => {
    await page.goto('/en_US/college/course/detail?id=999999');
    await expect(page.getByText('Course does not exist')).toBeVisible();
    await expectAccessible(page);
  });

  test('a visitor collects a paid course after signing in, follows the teacher, comments', async ({
    page,
  }) => {
    await page.goto('/en_US/college/course/list?free=false');
    await cards(page).first().click();
    await expect(page).toHaveURL(/\/college\/course\/detail\?id=\d+$/);
    const detail = new URL(page.url());
    const heading = page.locator('h1#course-title');
    await expect(heading).toBeVisible();
    const title = (await heading.textContent()) ?? '';
    await expect(page.getByRole('link', { name: 'Buy now' })).toBeVisible();
    await expect(page.getByText('Free trial').first()).toBeVisible();
    await expectAccessible(page);

    // A visitor's action goes to login, and back.
    await page.getByRole('button', { name: 'Collect', exact: true }).click();
    await expect(page).toHaveURL(/\/en_US\/login\?redirect=/);
    await signInHere(
      page,
      (url) => url.pathname === detail.pathname && url.search === detail.search,
    );

    // The Collect the visitor asked for is done on return, without a second click.
    await expect(page.getByRole('button', { name: 'Collected' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const teacher = page.getByRole('complementary');
    const teacherName = (await teacher.locator('p').first().textContent()) ?? '';
    const follow = teacher.getByRole('button', { name: /^(Follow|Unfollow)$/ });
    if ((await follow.textContent()) === 'Unfollow') {
      await follow.click();
      await expect(follow).toHaveText('Follow');
    }
    await follow.click();
    await expect(follow).toHaveText('Unfollow');

    // Write a comment, then delete it after confirming. The comments load when the reader comes
    // near them.
    await page.getByRole('heading', { name: /^Comments/ }).scrollIntoViewIfNeeded();
    const text = `E2E comment ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Your comment' }).fill(text);
    await page.getByRole('button', { name: 'Publish comment' }).click();
    const mine = page.getByTestId('course-comment').filter({ hasText: text });
    await expect(mine).toBeVisible();
    // Course comments have Reply, as video comments do.
    await mine.getByRole('button', { name: 'Reply' }).first().click();
    await mine.getByRole('textbox', { name: /^Reply to / }).fill('E2E reply');
    await mine.getByRole('button', { name: 'Publish reply' }).click();
    await expect(mine.getByRole('list', { name: 'Replies' })).toContainText('E2E reply');
    await expectAccessible(page);
    await mine.getByRole('button', { name: 'Delete' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Delete this comment?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveCSS('opacity', '1');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(mine).toHaveCount(0);

    // Both are in the personal centre.
    await page.goto('/en_US/personal/college?tab=favourites');
    await expect(page.getByRole('tab', { name: 'Favourite courses' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('link', { name: new RegExp(escape(title)) }).first()).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('tab', { name: 'Followed teachers' }).click();
    await expect(page).toHaveURL(/tab=teachers/);
    await expect(
      page.getByTestId('followed-teacher').filter({ hasText: teacherName }),
    ).toBeVisible();
    await page.getByRole('tab', { name: 'Purchased courses' }).click();
    await expect(page.getByRole('tabpanel')).not.toHaveAttribute('aria-busy', 'true');
    await expectAccessible(page);
  });

  test('a visitor starts a free course: login, enrolled, among purchased courses', async ({
    page,
  }) => {
    // Course 8 of the seed is free.
    await page.goto('/en_US/college/course/detail?id=8');
    const title = (await page.locator('h1#course-title').textContent()) ?? '';
    await page.getByRole('button', { name: 'Start learning' }).click();
    await expect(page).toHaveURL(/\/en_US\/login\?redirect=/);
    await signInHere(page, (url) => url.pathname === '/en_US/college/course/play');
    await expect(page).toHaveURL(/\/en_US\/college\/course\/play\?id=8&video=\d+$/);
    await expect(page.getByTestId('course-video')).toHaveAttribute('src', /\.mp4$/);
    await page.goto('/en_US/personal/college?tab=purchased');
    await expect(
      page.getByTestId('purchased-course').filter({ hasText: title }).first(),
    ).toContainText(/Learned 0 of \d+ videos?/);
    await expectAccessible(page);
  });

  for (const lang of ['zh_CN', 'zh_HK', 'pt_PT']) {
    test(`the list and a course in ${lang}`, async ({ page }) => {
      await page.goto(`/${lang}/college/course/list`);
      await expect(cards(page).first()).toBeVisible();
      await expectAccessible(page);
      await cards(page).first().click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('course-price')).toBeVisible();
      await expectAccessible(page);
    });
  }
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
