import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserProfile } from '@/api/gen/model';
import { ok, refuse, startApiServer } from '@/test/msw';
import {
  activateCatalogs,
  createTestQueryClient,
  renderWithProviders,
  resetLocale,
} from '@/test/render';
import { ProfilePanel } from './profile-panel';
import { profileQueryOptions } from './queries';

const server = startApiServer();
afterEach(resetLocale);

const PROFILE: UserProfile = {
  id: 1,
  username: 'demo',
  nickname: '李经理',
  phone: '13812345678',
  email: 'li.ming@example.com',
  avatar: null,
  accountType: 'ENTERPRISE',
  member: true,
  memberLevel: '金牌会员',
  company: '深圳市跨越贸易有限公司',
  mainPlatforms: ['AMAZON'],
  mainCategories: [],
  region: '440300',
  address: null,
  registerTime: '2025-10-05 09:30:00',
  certificationStatus: 'NOT_CERTIFIED',
};

const DICTIONARIES: Record<string, { value: string; label: string }[]> = {
  MAIN_PLATFORM: [
    { value: 'AMAZON', label: 'Amazon' },
    { value: 'SHOPEE', label: 'Shopee' },
  ],
  MAIN_CATEGORY: [{ value: 'HOME_GARDEN', label: 'Home and garden' }],
  REGION: [{ value: '440300', label: 'Shenzhen, Guangdong' }],
};

function renderPanel() {
  server.use(
    http.get('*/api/dictionary/list', ({ request }) =>
      ok(DICTIONARIES[new URL(request.url).searchParams.get('dictCode') ?? ''] ?? []),
    ),
  );
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(profileQueryOptions().queryKey, PROFILE);
  return renderWithProviders(<ProfilePanel onOpenSecurity={vi.fn()} />, { queryClient });
}

describe('ProfilePanel', () => {
  it('shows the profile with the phone masked (spec section 9)', async () => {
    renderPanel();
    expect(screen.getByText('138****5678')).toBeInTheDocument();
    expect(screen.queryByText('13812345678')).not.toBeInTheDocument();
    expect(screen.getByText('li.ming@example.com')).toBeInTheDocument();
    expect(screen.getByText('金牌会员')).toBeInTheDocument();
    expect(screen.getByLabelText('Nickname')).toHaveValue('李经理');
    expect(screen.getByRole('radio', { name: 'Enterprise' })).toBeChecked();
    expect(await screen.findByDisplayValue('Shenzhen, Guangdong')).toBeInTheDocument();
  });

  it('saves the changes as a partial update and keeps the answer', async () => {
    const seen = vi.fn<(body: Record<string, unknown>) => void>();
    server.use(
      http.post('*/api/user/update', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        seen(body);
        return ok({ ...PROFILE, nickname: body.nickname, address: body.address });
      }),
    );
    const { user, queryClient } = renderPanel();
    await user.clear(screen.getByLabelText('Nickname'));
    await user.type(screen.getByLabelText('Nickname'), 'Manager Li');
    await user.type(screen.getByLabelText('Detailed address'), 'Nanshan, Shenzhen');
    await user.click(screen.getByRole('radio', { name: 'Individual' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(seen).toHaveBeenCalled());
    expect(seen.mock.calls[0]![0]).toMatchObject({
      nickname: 'Manager Li',
      address: 'Nanshan, Shenzhen',
      accountType: 'INDIVIDUAL',
      company: '深圳市跨越贸易有限公司',
      mainPlatforms: ['AMAZON'],
      region: '440300',
    });
    expect(seen.mock.calls[0]![0]).not.toHaveProperty('phone');
    await waitFor(() =>
      expect(queryClient.getQueryData(profileQueryOptions().queryKey)).toMatchObject({
        nickname: 'Manager Li',
      }),
    );
  });

  it('checks the lengths and keeps the input when the server refuses', async () => {
    server.use(http.post('*/api/user/update', () => refuse('昵称不能超过 20 个字符')));
    const { user } = renderPanel();
    await user.clear(screen.getByLabelText('Nickname'));
    await user.type(screen.getByLabelText('Nickname'), 'n'.repeat(21));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The nickname can have at most 20 characters'),
    ).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Nickname'));
    await user.type(screen.getByLabelText('Nickname'), 'Li');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('昵称不能超过 20 个字符');
    expect(screen.getByLabelText('Nickname')).toHaveValue('Li');
  });

  it.each([
    ['zh-CN', '昵称', '保存', '昵称最多 20 个字符'],
    ['pt-PT', 'Alcunha', 'Guardar', 'A alcunha pode ter no máximo 20 caracteres'],
  ] as const)('speaks %s', async (locale, nickname, save, message) => {
    await activateCatalogs(locale, ['account']);
    server.use(
      http.get('*/api/dictionary/list', () =>
        HttpResponse.json({ code: 200, success: true, msg: '', result: [] }),
      ),
    );
    const { user } = renderPanel();
    await user.type(screen.getByLabelText(nickname), 'x'.repeat(20));
    await user.click(screen.getByRole('button', { name: save }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
