import { http } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getGetSessionUserQueryKey } from '@/api/gen/auth/auth';
import { formFields, ok, refuse, startApiServer } from '@/test/msw';
import { activateCatalogs, renderWithRouter, resetLocale } from '@/test/render';
import { CancelAccountDialog } from './cancel-account';

const server = startApiServer();
afterEach(resetLocale);

function renderDialog() {
  return renderWithRouter(
    <CancelAccountDialog lang="en_US" phone="13812345678" onClose={vi.fn()} />,
    {
      path: '/en_US/personal/info/security',
    },
  );
}

describe('CancelAccountDialog', () => {
  it('warns, needs the code and the ticked warning, and confirms before deleting', async () => {
    const deletions = vi.fn<(fields: Record<string, string>) => void>();
    server.use(
      http.post('*/api/user/delete', async ({ request }) => {
        deletions(await formFields(request));
        return ok(null);
      }),
    );
    const { user, router, queryClient } = renderDialog();
    queryClient.setQueryData(getGetSessionUserQueryKey(), {
      isLogin: true,
      id: 1,
      username: 'demo',
      nickname: null,
      avatar: null,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Cancel account' });
    expect(within(dialog).getByText(/cannot be undone/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel account' }));
    expect(await screen.findByText('Please enter the SMS code')).toBeInTheDocument();
    expect(
      screen.getByText('Please confirm that you understand the account cannot be restored'),
    ).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/^SMS code/), '123456');
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel account' }));

    const confirm = await screen.findByRole('dialog', { name: 'Cancel your account now?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep my account' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Cancel your account now?' }),
      ).not.toBeInTheDocument(),
    );
    expect(deletions).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel account' }));
    const again = await screen.findByRole('dialog', { name: 'Cancel your account now?' });
    await user.click(within(again).getByRole('button', { name: 'Cancel account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/en_US'));
    expect(deletions).toHaveBeenCalledWith(expect.objectContaining({ smsCode: '123456' }));
    expect(queryClient.getQueryData(getGetSessionUserQueryKey())).toMatchObject({ isLogin: false });
  });

  it('shows why the server refused and stays', async () => {
    server.use(http.post('*/api/user/delete', () => refuse('存在未完成的已支付订单，暂不能注销')));
    const { user, router } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Cancel account' });
    await user.type(within(dialog).getByLabelText(/^SMS code/), '123456');
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel account' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel your account now?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel account' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('存在未完成的已支付订单');
    expect(router.state.location.pathname).toBe('/en_US/personal/info/security');
  });

  it.each([
    ['zh-CN', '注销账号', '请确认您已知晓账号注销后无法恢复'],
    ['pt-PT', 'Cancelar conta', 'Confirme que compreende que a conta não pode ser recuperada'],
  ] as const)('speaks %s', async (locale, title, message) => {
    await activateCatalogs(locale, ['account']);
    const { user } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: title });
    await user.click(within(dialog).getByRole('button', { name: title }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
