import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SiteInfo, UserProfile } from '@/api/gen/model';
import { siteInfoQueryOptions } from '@/components/site/site-contacts';
import { createTestQueryClient, renderWithRouter } from '@/test/render';
import { PersonalCrossPage, personalCrossQueryOptions } from './personal-cross-page';

const SETTINGS = {
  platformName: 'Portal',
  keywords: '',
  description: '',
  phone: '400-000-0001',
  email: 'help@settings.test',
  address: 'Settings address',
  banners: [],
} satisfies SiteInfo;

describe('the customs-declaration page', () => {
  it('gives the hotline and mailbox of the site settings, as the footer does', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(siteInfoQueryOptions().queryKey, SETTINGS);
    queryClient.setQueryData(personalCrossQueryOptions().queryKey, {
      accountType: 'ENTERPRISE',
      certificationStatus: 'CERTIFIED',
    } as UserProfile);
    renderWithRouter(<PersonalCrossPage />, { path: '/en_US/personal/cross', queryClient });
    expect(
      await screen.findByText('Customer service: 400-000-0001, help@settings.test'),
    ).toBeInTheDocument();
  });
});
