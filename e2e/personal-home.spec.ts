import { expect, expectAccessible, signedInTest } from './fixtures';

signedInTest('the personal home shows what waits and the platform services', async ({ page }) => {
  await page.goto('/zh_CN/personal');
  await expect(page.getByRole('heading', { level: 1, name: '平台服务' })).toBeVisible();
  const unpaid = page.getByTestId('home-unpaid');
  const unread = page.getByTestId('home-unread');
  // Each card ends with its data (a count and a list) or its empty text, never a skeleton.
  await expect(unpaid.getByText(/没有待支付的订单。|剩余 \d\d:\d\d/).first()).toBeVisible();
  await expect(unread.getByText(/没有未读消息。|^\d+$/).first()).toBeVisible();
  const platforms = page.getByRole('region', { name: '销售平台' }).getByRole('link');
  await expect(platforms).toHaveCount(7);
  await expect(platforms.first()).toHaveAttribute('href', '/zh_CN/platform/101');
  await expect(page.getByRole('region', { name: '我们的服务' }).getByRole('link')).toHaveCount(8);
  await expect(page.getByRole('region', { name: '卖家工具' }).getByRole('link')).toHaveCount(10);
  await expect(page.getByRole('region', { name: '商户类目' }).getByRole('listitem')).toHaveCount(
    40,
  );
  await expectAccessible(page);

  await page
    .getByRole('region', { name: '卖家工具' })
    .getByRole('link', { name: '单位换算' })
    .click();
  await expect(page).toHaveURL('/zh_CN/tools/unit-converter');
  await expect(page.getByRole('heading', { level: 1, name: '单位换算' })).toBeVisible();
});

signedInTest('the personal home in English and Portuguese', async ({ page }) => {
  await page.goto('/en_US/personal');
  await expect(page.getByRole('heading', { level: 2, name: 'Orders to pay' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Unread messages' })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/pt_PT/personal');
  await expect(page.getByRole('heading', { level: 2, name: 'Encomendas por pagar' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Categorias de comerciantes' })).toContainText(
    'Telemóveis e acessórios',
  );
  await expectAccessible(page);
});
