import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';

// The demo account of the offline mock backend has 36 seeded messages, the newest ones unread.
async function openMessageCentre(page: Page, path = '/zh_CN/personal/message') {
  await page.goto(`/zh_CN/login?redirect=${encodeURIComponent(path)}`);
  await page.getByRole('textbox', { name: '用户名' }).fill('demo');
  await page.locator('input[autocomplete="current-password"]').fill('demo123');
  await page.getByRole('textbox', { name: '图形验证码' }).fill('1234');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { name: '消息中心' })).toBeVisible();
  // The page paints before its data: the unread tab shows its count once the counts arrive.
  await expect(page.getByRole('tab', { name: /^未读（\d+）/ })).toBeVisible();
}

/** The messages listed on the page. */
function messageItems(page: Page) {
  return page.getByRole('list', { name: /全部|未读|已读/ }).getByRole('listitem');
}

/** The button that opens a listed message; its name starts with '未读：' when unread. */
function opener(item: Locator) {
  return item.getByRole('button').first();
}

async function titleOf(item: Locator): Promise<string> {
  return ((await item.getByTestId('message-title').textContent()) ?? '').trim();
}

/** The unread count the tabs show ('未读（n）'). */
async function unreadCount(page: Page): Promise<number> {
  const label = (await page.getByRole('tab', { name: /^未读/ }).textContent()) ?? '';
  return Number(/（(\d+)）/.exec(label)?.[1] ?? 0);
}

test('the tabs and pages are in the URL', async ({ page }) => {
  await openMessageCentre(page);
  await expect(messageItems(page)).toHaveCount(10);
  expect(await unreadCount(page)).toBeGreaterThan(0);
  await expectAccessible(page);

  await page.getByRole('tab', { name: /^未读/ }).click();
  await expect(page).toHaveURL('/zh_CN/personal/message?tab=unread');
  await expect(opener(messageItems(page).first())).toHaveAccessibleName(/^未读：/);
  await expect(messageItems(page)).toHaveCount(Math.min(10, await unreadCount(page)));

  await page.getByRole('tab', { name: '已读' }).click();
  await expect(page).toHaveURL('/zh_CN/personal/message?tab=read');
  await expect(opener(messageItems(page).first())).not.toHaveAccessibleName(/^未读：/);

  await page.getByRole('tab', { name: '全部' }).click();
  await expect(page).toHaveURL('/zh_CN/personal/message');
  await page.getByRole('button', { name: '第 2 页' }).click();
  await expect(page).toHaveURL('/zh_CN/personal/message?page=2');
  await page.reload();
  await expect(page.getByRole('button', { name: '第 2 页' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('opening a message marks it read and the header badge follows', async ({ page }) => {
  await openMessageCentre(page, '/zh_CN/personal/message?tab=unread');
  const before = await unreadCount(page);
  const badge = page.getByTestId('unread-badge');
  await expect(badge).toHaveText(String(before));

  const first = messageItems(page).first();
  const title = await titleOf(first);
  await opener(first).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('script, [onerror], [onclick]')).toHaveCount(0);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: '关闭' }).last().click();

  await expect(page.getByRole('tab', { name: /^未读/ })).toHaveText(
    before - 1 > 0 ? `未读（${before - 1}）` : '未读',
  );
  await expect(badge).toHaveText(String(before - 1));
  await page.getByRole('tab', { name: '已读' }).click();
  await expect(
    messageItems(page).getByTestId('message-title').filter({ hasText: title }),
  ).toBeVisible();
});

test('delete one, mark all read and delete all, each confirmed', async ({ page }) => {
  await openMessageCentre(page);
  const title = await titleOf(messageItems(page).first());

  await page.getByRole('button', { name: `删除消息：${title}` }).click();
  const confirmOne = page.getByRole('dialog', { name: '确定删除这条消息吗？' });
  // Mantine names a dialog one render after it mounts (aria-labelledby waits for its title's
  // effect): axe checks the dialog once it has its name, as a person meets it.
  await expect(confirmOne).toBeVisible();
  await expectAccessible(page);
  await confirmOne.getByRole('button', { name: '取消' }).click();
  expect(await titleOf(messageItems(page).first())).toBe(title);

  await page.getByRole('button', { name: `删除消息：${title}` }).click();
  await page
    .getByRole('dialog', { name: '确定删除这条消息吗？' })
    .getByRole('button', { name: '删除' })
    .click();
  await expect(page.getByRole('button', { name: `删除消息：${title}` })).toHaveCount(0);

  await page.getByRole('button', { name: '全部标为已读' }).click();
  await expect(page.getByRole('tab', { name: '未读', exact: true })).toBeVisible();
  await expect(page.getByTestId('unread-badge')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '全部标为已读' })).toBeDisabled();

  await page.getByRole('main').getByRole('button', { name: '全部删除' }).click();
  const confirmAll = page.getByRole('dialog', { name: '确定删除全部消息吗？' });
  await confirmAll.getByRole('button', { name: '全部删除' }).click();
  await expect(page.getByText('暂无消息')).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: '全部删除' })).toBeDisabled();
});
