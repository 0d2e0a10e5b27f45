import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';

// The offline mock backend's development values (mocks/db/sms.ts, mocks/db/users.ts).
const CAPTCHA = '1234';
const SMS_CODE = '123456';
const DEMO = { username: 'demo', password: 'demo123', phone: '13812345678' };

/** A user nobody registered yet: unique per test run (username at most 16 characters). */
function newUser() {
  const suffix = `${Date.now() % 1_000_000}${Math.floor(Math.random() * 90 + 10)}`;
  return {
    username: `e2e_${suffix}`,
    password: 'Seller2026!',
    phone: `137${suffix.padStart(8, '0').slice(-8)}`,
  };
}

/** The password form of the login page (the first tab). */
async function logIn(page: Page, username: string, password: string) {
  await page.getByRole('textbox', { name: '用户名' }).fill(username);
  await page.locator('input[autocomplete="current-password"]').fill(password);
  await page.getByRole('textbox', { name: '图形验证码' }).fill(CAPTCHA);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

async function register(page: Page, user: ReturnType<typeof newUser>) {
  await page.goto('/zh_CN/register');
  await page.getByRole('textbox', { name: '用户名' }).fill(user.username);
  const passwords = page.locator('input[autocomplete="new-password"]');
  await passwords.nth(0).fill(user.password);
  await passwords.nth(1).fill(user.password);
  await page.getByRole('textbox', { name: '手机号码' }).fill(user.phone);
  await page.getByRole('textbox', { name: '图形验证码' }).fill(CAPTCHA);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /秒后重新发送/ })).toBeDisabled();
  await page.getByRole('textbox', { name: '短信验证码' }).fill(SMS_CODE);
  await page.getByRole('checkbox').check();
  await expectAccessible(page);
  await page.getByRole('button', { name: '注册', exact: true }).click();
  await expect(page.getByText('注册成功')).toBeVisible();
  await expect(page).toHaveURL(/\/zh_CN$/);
}

async function logOutFromHeader(page: Page) {
  const logOut = page.getByRole('button', { name: '退出登录' });
  // Right after signing in, the header may render once more as the session's answers arrive, and
  // a menu opened just before that closes with it, even between being seen open and the click:
  // open it and press Log out until the press lands.
  await expect(async () => {
    if (!(await logOut.isVisible())) await page.getByTestId('user-name').click();
    await logOut.click({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/zh_CN$/);
  await expect(headerLogin(page)).toBeVisible();
}

function headerLogin(page: Page) {
  return page.getByRole('link', { name: '登录', exact: true }).first();
}

test('register a new user, log in, edit the profile and log out', async ({ page }) => {
  const user = newUser();
  await register(page, user);
  await expect(page.getByTestId('user-name')).toHaveText(user.username);
  await logOutFromHeader(page);

  await headerLogin(page).click();
  await expect(page).toHaveURL(/\/zh_CN\/login/);
  await logIn(page, user.username, 'wrong-password');
  await expect(page.getByRole('main').getByRole('alert')).toContainText('用户名或密码错误');
  await expect(page.getByRole('textbox', { name: '用户名' })).toHaveValue(user.username);
  await logIn(page, user.username, user.password);
  await expect(page.getByText('登录成功')).toBeVisible();
  // Toasts float over the top of the window (without their stylesheet they sat below the page).
  await expect(
    page.locator('.mantine-Notifications-root').filter({ hasText: '登录成功' }),
  ).toHaveCSS('position', 'fixed');
  await expect(page.getByTestId('user-name')).toHaveText(user.username);

  await page.goto('/zh_CN/personal/info');
  await expect(
    page.getByText(`${user.phone.slice(0, 3)}****${user.phone.slice(-4)}`),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('textbox', { name: '昵称' }).fill('跨境新卖家');
  await page.getByRole('radio', { name: '企业' }).check();
  await page.getByRole('textbox', { name: '所属公司' }).fill('广州市新卖家贸易有限公司');
  await page.getByRole('textbox', { name: '详细地址' }).fill('广东省广州市天河区体育西路 1 号');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('资料已保存')).toBeVisible();
  await expect(page.getByTestId('user-name')).toHaveText('跨境新卖家');

  await page.reload();
  await expect(page.getByRole('textbox', { name: '昵称' })).toHaveValue('跨境新卖家');
  await expect(page.getByRole('radio', { name: '企业' })).toBeChecked();

  await page.getByRole('tab', { name: '安全设置' }).click();
  await expect(page).toHaveURL('/zh_CN/personal/info/security');
  await page.getByRole('tab', { name: '企业认证' }).click();
  await expect(page).toHaveURL('/zh_CN/personal/info/certification');
  await expect(page.getByRole('textbox', { name: '统一社会信用代码' })).toBeVisible();
  await expectAccessible(page);
  await logOutFromHeader(page);
});

test('a visitor opening a personal page logs in and comes back to it', async ({ page }) => {
  await page.goto('/zh_CN/personal/message?tab=unread');
  await expect(page).toHaveURL(
    `/zh_CN/login?redirect=${encodeURIComponent('/zh_CN/personal/message?tab=unread')}`,
  );
  await expectAccessible(page);
  await logIn(page, DEMO.username, DEMO.password);
  await expect(page).toHaveURL('/zh_CN/personal/message?tab=unread');
  await expect(page.getByRole('tab', { name: /未读/, selected: true })).toBeVisible();
});

test('the sign-in pages load their captcha once, started before the page code arrives', async ({
  page,
}) => {
  for (const name of ['login', 'register', 'forget']) {
    const requested: string[] = [];
    const listener = (request: { url: () => string }) => {
      if (request.url().includes('/sys/randomImage/')) requested.push(request.url());
    };
    page.on('request', listener);
    // The page's own chunk is held back: the captcha must be on its way without it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const chunk = new RegExp(`/assets/${name}-[\\w-]+\\.js$`);
    await page.route(chunk, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/zh_CN/${name}`, { waitUntil: 'commit' });
    await expect.poll(() => requested.length).toBe(1);
    release();

    const image = page.getByRole('img', { name: '图形验证码' });
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    // The form shows that same image, not a second one.
    expect(requested).toHaveLength(1);
    expect(new URL(requested[0]!).pathname).toBe(
      new URL((await image.getAttribute('src'))!, page.url()).pathname,
    );
    page.off('request', listener);
    await page.unroute(chunk);
  }
});

test('unsafe redirect values are refused', async ({ page }) => {
  for (const unsafe of [
    '//evil.example/phish',
    'https://evil.example/',
    '/\\evil.example',
    'javascript:alert(document.domain)',
    '/zh_CN/register',
  ]) {
    await page.goto(`/zh_CN/login?redirect=${encodeURIComponent(unsafe)}`);
    await logIn(page, DEMO.username, DEMO.password);
    await expect(page, unsafe).toHaveURL('/zh_CN');
  }
});

test('an SMS login returns to the redirect target', async ({ page }) => {
  await page.goto(`/en_US/login?redirect=${encodeURIComponent('/en_US/personal/info')}`);
  await page.getByRole('tab', { name: 'SMS code' }).click();
  await page.getByRole('textbox', { name: 'Phone number' }).fill(DEMO.phone);
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect(page.getByText('Please enter the captcha')).toBeVisible();
  await page.getByRole('textbox', { name: 'Captcha' }).fill(CAPTCHA);
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  await page.getByRole('textbox', { name: 'SMS code' }).fill(SMS_CODE);
  await page.getByRole('button', { name: 'SMS not received?' }).click();
  await expect(page.getByText(/in arrears/)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL('/en_US/personal/info');
});

test('an expired session mid-session returns the user to the same page after login', async ({
  page,
}) => {
  await page.goto(`/zh_CN/login?redirect=${encodeURIComponent('/zh_CN/personal/message')}`);
  await logIn(page, DEMO.username, DEMO.password);
  await expect(page).toHaveURL('/zh_CN/personal/message');
  await expect(page.getByRole('button', { name: '全部标为已读' })).toBeEnabled();

  // The mock backend's dev panel: the next call that needs a session answers 512.
  await page.locator('#mock-devtools .md-toggle').click();
  await page.locator('#mock-devtools-scenario').selectOption('expired');
  await page.locator('#mock-devtools .md-toggle').click();

  await page.getByRole('button', { name: '全部标为已读' }).click();
  await expect(page).toHaveURL(
    `/zh_CN/login?redirect=${encodeURIComponent('/zh_CN/personal/message')}`,
  );
  await expect(headerLogin(page)).toBeVisible();
  await logIn(page, DEMO.username, DEMO.password);
  await expect(page).toHaveURL('/zh_CN/personal/message');
  await expect(page.getByRole('heading', { name: '消息中心' })).toBeVisible();
});

test('an expired session while a personal page loads returns to it after login', async ({
  page,
}) => {
  await page.goto(`/zh_CN/login?redirect=${encodeURIComponent('/zh_CN/personal/info')}`);
  await logIn(page, DEMO.username, DEMO.password);
  await expect(page).toHaveURL('/zh_CN/personal/info');
  // `?mock=expired` arms the scenario as the page loads: its loaders' calls answer 512.
  await page.goto('/zh_CN/personal/info/certification?mock=expired');
  await expect(page).toHaveURL(
    `/zh_CN/login?redirect=${encodeURIComponent('/zh_CN/personal/info/certification')}`,
  );
  await logIn(page, DEMO.username, DEMO.password);
  await expect(page).toHaveURL('/zh_CN/personal/info/certification');
  await expect(page.getByRole('tab', { name: '企业认证', selected: true })).toBeVisible();
});

test('the change-phone wizard changes the phone and asks to log in again', async ({ page }) => {
  // Each test has its own mock database, so the demo account may change its phone here.
  const newPhone = newUser().phone.replace(/^137/, '136');
  await page.goto(`/zh_CN/login?redirect=${encodeURIComponent('/zh_CN/personal/info/security')}`);
  await logIn(page, DEMO.username, DEMO.password);
  await expect(page).toHaveURL('/zh_CN/personal/info/security');
  await page.getByRole('button', { name: '更换手机' }).click();
  const wizard = page.getByRole('dialog', { name: '更换手机号码' });
  await expect(wizard).toContainText('138****5678');
  await wizard.getByRole('button', { name: '下一步' }).click();
  await expect(wizard.getByText('请输入短信验证码')).toBeVisible();
  await wizard.getByRole('button', { name: '获取验证码' }).click();
  await expect(wizard.getByRole('button', { name: /秒后重新发送/ })).toBeDisabled();
  await wizard.getByRole('textbox', { name: '短信验证码' }).fill(SMS_CODE);
  await wizard.getByRole('button', { name: '下一步' }).click();

  await wizard.getByRole('textbox', { name: '新手机号码' }).fill('12345');
  await wizard.getByRole('button', { name: '获取验证码' }).click();
  await expect(wizard.getByText('手机号码不正确')).toBeVisible();
  await wizard.getByRole('textbox', { name: '新手机号码' }).fill(DEMO.phone);
  await wizard.getByRole('button', { name: '获取验证码' }).click();
  await expect(wizard.getByRole('alert')).toBeVisible();
  await wizard.getByRole('textbox', { name: '新手机号码' }).fill(newPhone);
  await wizard.getByRole('button', { name: '获取验证码' }).click();
  await expect(wizard.getByRole('button', { name: /秒后重新发送/ })).toBeDisabled();
  await wizard.getByRole('textbox', { name: '新手机收到的短信验证码' }).fill(SMS_CODE);
  await expectAccessible(page);
  await wizard.getByRole('button', { name: '提交' }).click();
  await expect(wizard.getByText('手机号码更换成功，请重新登录。')).toBeVisible();
  await wizard.getByRole('button', { name: '重新登录' }).click();

  await expect(page).toHaveURL(
    `/zh_CN/login?redirect=${encodeURIComponent('/zh_CN/personal/info/security')}`,
  );
  await expect(headerLogin(page)).toBeVisible();
  await logIn(page, DEMO.username, DEMO.password);
  await expect(page).toHaveURL('/zh_CN/personal/info/security');
  await expect(page.getByText(`${newPhone.slice(0, 3)}****${newPhone.slice(-4)}`)).toBeVisible();
});

test('account cancellation deletes the account after an explicit confirmation', async ({
  page,
}) => {
  const user = newUser();
  await register(page, user);
  await page.goto('/zh_CN/personal/info/security');
  await page.getByRole('button', { name: '注销账号' }).click();
  const dialog = page.getByRole('dialog', { name: '注销账号' });
  await expect(dialog).toContainText('无法恢复');
  await dialog.getByRole('button', { name: '注销账号' }).click();
  await expect(dialog.getByText('请输入短信验证码')).toBeVisible();
  await expect(dialog.getByText('请确认您已知晓账号注销后无法恢复')).toBeVisible();

  // Registration sent a code to this phone a moment ago: one code per phone per 60 s.
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  // The refused submit above also says, in an alert of its own, how many fields need attention.
  await expect(dialog.getByRole('alert').filter({ hasText: '验证码发送过于频繁' })).toBeVisible();
  await expect(dialog.getByTestId('form-attention')).toHaveText('有 2 项需要检查');
  await dialog.getByRole('textbox', { name: '短信验证码' }).fill(SMS_CODE);
  await dialog.getByRole('checkbox').check();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: '注销账号' }).click();
  const confirm = page.getByRole('dialog', { name: '确定现在注销账号吗？' });
  await confirm.getByRole('button', { name: '注销账号' }).click();

  await expect(page.getByText('账号已注销')).toBeVisible();
  await expect(page).toHaveURL('/zh_CN');
  await expect(headerLogin(page)).toBeVisible();

  await page.goto('/zh_CN/login');
  await logIn(page, user.username, user.password);
  await expect(page.getByRole('main').getByRole('alert')).toContainText('用户名或密码错误');
});

test('forgot password: reset with an SMS code, then log in with the new password', async ({
  page,
}) => {
  // Each test has its own mock database, so the demo account may change its password here.
  await page.goto('/zh_CN/login');
  await page.getByRole('link', { name: '忘记密码？' }).click();
  await expect(page).toHaveURL('/zh_CN/forget');
  await page.getByRole('textbox', { name: '手机号码' }).fill(DEMO.phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('请输入验证码')).toBeVisible();
  await page.getByRole('textbox', { name: '图形验证码' }).fill(CAPTCHA);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /秒后重新发送/ })).toBeDisabled();
  await page.getByRole('textbox', { name: '短信验证码' }).fill(SMS_CODE);
  await page.getByRole('button', { name: '下一步' }).click();
  const passwords = page.locator('input[autocomplete="new-password"]');
  await passwords.nth(0).fill('Renewed2026!');
  await passwords.nth(1).fill('Renewed2026?');
  await page.getByRole('button', { name: '重置密码' }).click();
  await expect(page.getByText('两次输入的密码不一致！')).toBeVisible();
  await passwords.nth(1).fill('Renewed2026!');
  await page.getByRole('button', { name: '重置密码' }).click();
  await expect(page.getByRole('status').filter({ hasText: '重置成功' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('main').getByRole('link', { name: '登录', exact: true }).click();
  await logIn(page, DEMO.username, DEMO.password);
  await expect(page.getByRole('main').getByRole('alert')).toContainText('用户名或密码错误');
  await logIn(page, DEMO.username, 'Renewed2026!');
  await expect(page).toHaveURL('/zh_CN');
  await expect(page.getByTestId('user-name')).toHaveText('李经理');
});

test('validation errors are shown readably (axe with every error on screen)', async ({ page }) => {
  await page.goto('/zh_CN/register');
  await page.getByRole('button', { name: '注册', exact: true }).click();
  await expect(page.locator('input[aria-invalid="true"]').first()).toBeVisible();
  await expectAccessible(page);
});
