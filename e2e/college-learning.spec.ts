import type { Page } from '@playwright/test';
import { expect, expectAccessible, signedInTest, test } from './fixtures';
import { DEMO, loginAsDemo } from './support/login';
import { endlessMainThreadAnimations } from './support/endless-animations';

/** Course 10 of the seed: paid (199 RMB), demo has not bought it; video 1001 is its free trial. */
const COURSE = 10;
const LOCKED_VIDEO = 1002;
const play = (video: number) => `/en_US/college/course/play?id=${COURSE}&video=${video}`;

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

/**
 * Presses play on a paused video: the button drawn over it until its controls have come (they
 * come when the viewer reaches for the video, which the mouse may have done on its way), or
 * theirs. The controls are there after.
 */
async function pressPlay(page: Page): Promise<void> {
  const controls = page.getByTestId('video-player').locator('media-play-button');
  await page.getByTestId('video-facade').or(controls).first().click();
  await expect(controls).toBeVisible();
}

/** The player's position, once the clip's header has loaded. */
async function position(page: Page): Promise<number> {
  const video = page.getByTestId('course-video');
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState))
    .toBeGreaterThanOrEqual(1);
  return video.evaluate((element: HTMLVideoElement) => element.currentTime);
}

test.describe('college learning', () => {
  test('a visitor meets the purchase guard, buys the course, watches and comes back to the same place', async ({
    page,
    context,
  }) => {
    // The whole journey: the purchase, two visits of the lesson, comments, the personal centre.
    test.slow();
    // A visitor on a paid lesson: the spec's message, the buy action, and no video at all.
    await page.goto(play(LOCKED_VIDEO));
    await expect(page.getByTestId('video-locked')).toContainText(
      'Please purchase the course before watching',
    );
    await expect(page.locator('video')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^1\.1 / })).toBeVisible();
    await expectAccessible(page);

    // Buying needs a session: login, then back to the order.
    await page.getByRole('link', { name: 'Buy the course' }).click();
    await expect(page).toHaveURL(/\/en_US\/login\?redirect=/);
    await signInHere(page, (url) => url.pathname === '/en_US/college/course/submit');
    await expect(page).toHaveURL(new RegExp(`/en_US/college/course/submit\\?id=${COURSE}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Buy a course' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Alipay payment' })).toBeChecked();
    await expectAccessible(page);
    await page.getByRole('radio', { name: 'WeChat pay' }).check();
    await page.getByRole('button', { name: 'Submit order' }).click();

    // The payment page of the new order, paid in the mock cashier.
    await expect(page).toHaveURL(/\/en_US\/personal\/order\/\d+\/pay$/);
    const orderNo = /[A-Z]{2}\d+/.exec(
      (await page.getByText(/^Order number/).textContent()) ?? '',
    )?.[0];
    expect(orderNo).toBeTruthy();
    const [cashier] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: 'Open the payment page' }).click(),
    ]);
    await cashier.getByRole('button', { name: `Pay order ${orderNo}` }).click();
    await cashier.close();
    await expect(page.getByText('Payment succeeded')).toBeVisible();
    // The payment result leads to the course.
    await expect(page.getByTestId('start-learning')).toHaveAttribute(
      'href',
      `/en_US/college/course/play?id=${COURSE}`,
    );

    // The lesson plays now; watch a little and pause.
    await page.goto(play(LOCKED_VIDEO));
    const video = page.getByTestId('course-video');
    await expect(video).toHaveAttribute('src', /\/api\/__mock\/media\/course\/10\/1002\.mp4$/);
    expect(await position(page)).toBe(0);
    await expectAccessible(page);
    const player = page.getByTestId('video-player');
    // A quarter of the speed: the 4-second clip cannot end before the pause on a busy machine.
    await video.evaluate((element: HTMLVideoElement) => {
      element.playbackRate = 0.25;
    });
    await pressPlay(page);
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
      .toBeGreaterThan(1.2);
    await player.locator('media-play-button').click();
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.paused))
      .toBe(true);
    const stoppedAt = await position(page);
    expect(stoppedAt).toBeGreaterThan(1.2);

    // Leave for the course page, come back: the same place.
    await page.getByRole('link', { name: /^Course: / }).click();
    await expect(page).toHaveURL(new RegExp(`/en_US/college/course/detail\\?id=${COURSE}$`));
    await expect(
      page
        .getByRole('link', { name: 'Continue learning' })
        .or(page.getByRole('link', { name: 'Start learning' })),
    ).toBeVisible();
    await page.goto(play(LOCKED_VIDEO));
    await expect(page.getByTestId('resume-note')).toBeVisible();
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
      .toBeCloseTo(Math.round(stoppedAt * 10) / 10, 1);

    // A comment written now carries the time; its link brings the player back there. The time is
    // where the player stands now: the resumed position, saved to a tenth of a second, can be on
    // the next whole second (paused at 1.96 s, resumed at 2.0 s).
    const second = Math.floor(await position(page));
    await page.getByRole('heading', { name: 'Video comments' }).scrollIntoViewIfNeeded();
    const label = `0:${String(second).padStart(2, '0')}`;
    await page.getByRole('textbox', { name: 'Your comment' }).fill('Where is this setting?');
    await expect(
      page.getByRole('checkbox', { name: 'Attach the current playback time' }),
    ).toBeChecked();
    await page.getByRole('button', { name: 'Publish comment' }).click();
    const comment = page.getByTestId('video-comment').filter({ hasText: 'Where is this setting?' });
    await expect(comment.getByRole('button', { name: `Play from ${label}` })).toBeVisible();

    // Play to the end: the next lesson is offered.
    await pressPlay(page);
    await expect(page.getByText(/^Lesson finished\. Next: 1\.3 /)).toBeVisible();
    await expect(page.getByTestId('next-video')).toHaveAttribute(
      'href',
      `/en_US/college/course/play?id=${COURSE}&video=1003`,
    );
    await comment.getByRole('button', { name: `Play from ${label}` }).click();
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
      .toBe(second);
    await expectAccessible(page);

    // Watched to the end: ticked in the catalogue (the badge whole, not cut), and counted in
    // the personal centre.
    const lesson = page.locator('nav li').filter({ hasText: /^1\.2 / });
    const learned = lesson.getByText('Learned', { exact: true });
    await expect(learned).toBeVisible();
    for (const badge of await page.locator('nav li .mantine-Badge-root').all()) {
      expect(await badge.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(
        true,
      );
    }
    await page.goto('/en_US/personal/college');
    const card = page
      .getByTestId('purchased-course')
      .filter({ has: page.locator(`a[href$="/college/course/detail?id=${COURSE}"]`) });
    await expect(card).toContainText(/Learned 1 of \d+ videos?/);
    await expectAccessible(page);
  });

  test('continues a video on another browser of the same user, at the same place', async ({
    page,
    browser,
  }) => {
    // Course 1 was bought by demo; its lesson 1.7 (video 107) was never opened.
    const lesson = '/en_US/college/course/play?id=1&video=107';
    await loginAsDemo(page, 'en_US', lesson);
    const video = page.getByTestId('course-video');
    expect(await position(page)).toBe(0);
    // The position sent on pause (the first one, sent as playing starts, is under a second).
    const saved = page.waitForResponse(
      (response) =>
        response.url().includes('/api/eduUserCourse/progress') &&
        Number(new URLSearchParams(response.request().postData() ?? '').get('position')) > 1,
    );
    const player = page.getByTestId('video-player');
    await video.evaluate((element: HTMLVideoElement) => {
      element.playbackRate = 0.25;
    });
    await pressPlay(page);
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
      .toBeGreaterThan(1.2);
    await player.locator('media-play-button').click(); // pause: the position is sent
    const stoppedAt = await video.evaluate((element: HTMLVideoElement) => element.currentTime);
    await saved;
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(localStorage).some((key) => key.startsWith('portal-mock-db')),
        ),
      )
      .toBe(true);

    // Another browser: the same account (the offline backend's data, session included, is
    // copied over), none of this browser's own positions.
    const state = await page.context().storageState();
    const origin = new URL(page.url()).origin;
    const other = await browser.newContext({
      storageState: {
        cookies: state.cookies,
        origins: state.origins.map((entry) => ({
          ...entry,
          localStorage: entry.localStorage.filter((item) => item.name.startsWith('portal-mock-db')),
        })),
      },
    });
    const second = await other.newPage();
    await second.goto(`${origin}${lesson}`);
    await expect(second.getByTestId('resume-note')).toBeVisible();
    await expect
      .poll(() =>
        second
          .getByTestId('course-video')
          .evaluate((element: HTMLVideoElement) => element.currentTime),
      )
      .toBeGreaterThan(stoppedAt - 1);
    const resumed = await second
      .getByTestId('course-video')
      .evaluate((element: HTMLVideoElement) => element.currentTime);
    expect(Math.abs(resumed - stoppedAt)).toBeLessThanOrEqual(1);
    await expectAccessible(second);
    await other.close();
  });

  signedInTest(
    'a free course needs no order: buying it opens the first lesson',
    async ({ page }) => {
      await page.goto('/en_US/college/course/submit?id=9');
      await expect(page).toHaveURL(/\/en_US\/college\/course\/play\?id=9&video=\d+$/);
      await expect(page.getByTestId('course-video')).toHaveAttribute('src', /\.mp4$/);
      await expect(page.getByTestId('video-locked')).toHaveCount(0);
      await expectAccessible(page);
    },
  );

  test('the learning page with its player in four languages, on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const lang of ['zh_CN', 'zh_HK', 'en_US', 'pt_PT']) {
      // The trial lesson plays for a visitor.
      // The mouse away from where the last page's video was, which it would reach for.
      await page.mouse.move(0, 0);
      await page.goto(`/${lang}/college/course/play?id=${COURSE}&video=1001`);
      await expect(page.getByTestId('course-video')).toHaveAttribute('src', /1001\.mp4$/);
      // Until the viewer reaches for the video, a play button in the viewer's language over it;
      // a tap brings the controls and plays.
      await expect(page.getByTestId('video-facade')).toBeVisible();
      await expectAccessible(page);
      await page.getByTestId('video-facade').click();
      await expect(page.locator('media-play-button')).toBeVisible();
      await expect(page.getByTestId('video-facade')).toHaveCount(0);
      // Every control the bar shows is a target of at least 24 by 24 px (WCAG 2.5.8).
      const controls = await page.locator('media-control-bar > *').evaluateAll((elements) =>
        elements
          .map((element) => element.getBoundingClientRect())
          .filter((box) => box.width > 0)
          .map((box) => Math.min(box.width, box.height)),
      );
      expect(controls.length).toBeGreaterThan(4);
      expect(Math.min(...controls)).toBeGreaterThanOrEqual(24);
      // The player keeps no animation going on the main thread (its loading indicator's own).
      expect(await endlessMainThreadAnimations(page)).toEqual([]);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('1.1');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);
      await expectAccessible(page);
    }
  });
});
