import { screen } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { PlatformDetail } from '@/api/gen/model';
import { ok, refuse, startApiServer } from '@/test/msw';
import { renderWithRouter } from '@/test/render';
import { ComparePage } from './compare-page';

const server = startApiServer();

const platform = (id: number, name: string): PlatformDetail => ({
  id,
  name,
  logo: `https://img.example.com/platform/${id}.png`,
  categoryId: 11,
  region: 'North America',
  sites: ['United States'],
  summary: `${name} summary`,
  tags: [],
  applyOpen: true,
  banner: null,
  officialUrl: null,
  introduction: '<p>intro</p>',
  storeGuide: '<p>guide</p>',
  advantages: [],
  fees: [],
  requirements: [],
  channels: [],
});

describe('the comparison from a link (issue 26: an unknown id is not a load error)', () => {
  it('leaves out an id no platform has and asks for another, without a retry', async () => {
    server.use(
      http.get('*/api/crossPlatform/info/101', () => ok(platform(101, 'Amazon'))),
      http.get('*/api/crossPlatform/info/999', () =>
        refuse('The platform does not exist or is no longer listed', 404),
      ),
    );
    renderWithRouter(<ComparePage ids={[101, 999]} />, {
      path: '/en_US/platform/compare?ids=101,999',
    });
    expect(
      await screen.findByText('One of the platforms in the link does not exist and is left out.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Choose at least 2 platforms to compare')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose platforms' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/platform\?compare=101$/),
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('compares the platforms that exist when enough are left', async () => {
    server.use(
      http.get('*/api/crossPlatform/info/101', () => ok(platform(101, 'Amazon'))),
      http.get('*/api/crossPlatform/info/103', () => ok(platform(103, 'eBay'))),
      http.get('*/api/crossPlatform/info/999', () => refuse('Missing', 404)),
    );
    renderWithRouter(<ComparePage ids={[101, 999, 103]} />, {
      path: '/en_US/platform/compare?ids=101,999,103',
    });
    expect(await screen.findByRole('columnheader', { name: /eBay/ })).toBeInTheDocument();
    expect(
      screen.getByText('One of the platforms in the link does not exist and is left out.'),
    ).toBeInTheDocument();
  });
});
