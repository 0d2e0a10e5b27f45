import { expect, expectAccessible, test } from './fixtures';

/** News list and article (issue 17): columns and pages in the URL, a safe article body. */

/** The seeded article whose body carries script payloads (mocks/db/seed/news-security.ts). */
const PAYLOAD_ARTICLE = 3062;

test('news columns and pages are in the URL', async ({ page }) => {
  await page.goto('/zh_CN/news');
  await expect(page.getByRole('heading', { level: 1, name: '新闻资讯' })).toBeVisible();
  const items = page.getByTestId('news-item');
  await expect(items).toHaveCount(10);
  await expect(page.getByRole('heading', { name: '热点资讯' })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: '资讯栏目' });
  await expect(tabs.getByRole('link', { name: '全部资讯' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page).toHaveTitle(/^新闻资讯 - /);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /^跨境电商资讯：行业资讯、平台动态/,
  );
  await expectAccessible(page);

  await tabs.getByRole('link', { name: '平台动态' }).click();
  await expect(page).toHaveURL('/zh_CN/news?type=3');
  await expect(tabs.getByRole('link', { name: '平台动态' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('list', { name: '平台动态' })).toBeVisible();
  await expect(items.first()).toContainText('平台动态');
  for (const item of await items.all()) await expect(item).toContainText('平台动态');

  const pager = page.getByRole('navigation', { name: '分页' });
  await pager.getByRole('link', { name: '第 2 页' }).click();
  await expect(page).toHaveURL('/zh_CN/news?type=3&page=2');
  await page.reload();
  await expect(pager.getByRole('link', { name: '第 2 页' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(items.first()).toContainText('平台动态');
  await expectAccessible(page);

  // Straight from an address, in another language.
  await page.goto('/en_US/news?type=1&page=2');
  const policy = page.getByRole('navigation', { name: 'News columns' }).getByRole('link', {
    name: 'Policy',
  });
  await expect(policy).toHaveAttribute('aria-current', 'page');
  await expect(
    page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(items.first()).toContainText('Policy');
  await expectAccessible(page);

  // From the list to an article and on to the next one.
  const first = items.first().getByRole('link');
  const title = (await first.textContent())?.trim() ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/en_US\/news\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} - `));
  const neighbours = page.getByRole('navigation', { name: 'Previous and next articles' });
  const next = neighbours.locator('a[rel="next"]');
  const nextTitle = (await next.textContent())?.trim() ?? '';
  await next.click();
  await expect(page.getByRole('heading', { level: 1, name: nextTitle })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Hot news' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Related links' })).toBeVisible();
  await expectAccessible(page);
});

test('an article whose body carries script payloads shows its text and runs nothing', async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(`/en_US/news/${PAYLOAD_ARTICLE}`);
  await expect(
    page.getByRole('heading', { level: 1, name: /^Security notice: beware of phishing/ }),
  ).toBeVisible();
  const body = page.getByTestId('article-body');
  await expect(body.getByRole('heading', { name: 'Checklist for sellers' })).toBeVisible();
  await expect(body.getByRole('listitem')).toHaveCount(3);
  await expect(body.getByRole('table')).toContainText('Fake account-suspension notice');
  await expect(body.getByText('Click here to verify your store account')).toBeVisible();
  await expect(body.getByRole('img', { name: 'Platform security notice icon' })).toBeVisible();

  // Hover what carried a handler, then look: nothing ran, nothing dangerous is left.
  await body.locator('p').first().hover();
  await body.getByText('Click here to verify your store account').click();
  await expect(page).toHaveURL(`/en_US/news/${PAYLOAD_ARTICLE}`);
  const found = await page.evaluate(() => {
    const root = document.querySelector('[data-testid="article-body"]');
    const elements = [...(root?.querySelectorAll('*') ?? [])];
    return {
      ran: (window as { __newsXss?: string }).__newsXss ?? null,
      tags: elements
        .map((element) => element.tagName.toLowerCase())
        .filter((tag) => ['script', 'iframe', 'svg', 'object', 'embed', 'style'].includes(tag)),
      handlers: elements.flatMap((element) =>
        [...element.attributes].map((a) => a.name).filter((name) => name.startsWith('on')),
      ),
      urls: elements.flatMap((element) =>
        ['href', 'src']
          .map((name) => element.getAttribute(name) ?? '')
          .filter((value) => /^\s*(javascript|data):/i.test(value)),
      ),
    };
  });
  expect(found).toEqual({ ran: null, tags: [], handlers: [], urls: [] });
  expect(dialogs).toEqual([]);

  // A link to another site opens in a new tab that cannot reach the portal.
  const external = body.getByRole('link', { name: /Cybersecurity and Infrastructure/ });
  await expect(external).toHaveAttribute('target', '_blank');
  await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  await expectAccessible(page);

  // On a phone the table scrolls inside the article; the page itself does not.
  await page.setViewportSize({ width: 375, height: 740 });
  // The window was resized on an open page: the layout follows a frame or a render later.
  const scroller = body.locator('[data-table-scroll]');
  await expect(scroller).toBeVisible();
  await expect.poll(() => scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth))
    .toBe(true);
  await expectAccessible(page);
});

test('a missing article says so', async ({ page }) => {
  await page.goto('/zh_CN/news/999999');
  await expect(page.getByRole('heading', { level: 1, name: '文章不存在' })).toBeVisible();
  await expect(page).toHaveTitle(/^文章不存在 - /);
  await page.getByRole('link', { name: '返回资讯列表' }).click();
  await expect(page).toHaveURL('/zh_CN/news');
  await expect(page.getByTestId('news-item').first()).toBeVisible();
});
