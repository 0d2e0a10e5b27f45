import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { Platform, PlatformCategory } from '@/api/gen/model';
import { ok, startApiServer } from '@/test/msw';
import { renderWithRouter } from '@/test/render';
import {
  DirectoryPage,
  directoryRegions,
  filterDirectory,
  platformRegions,
} from './directory-page';
import { directorySearchSchema, idList, idListParam } from './directory-search';

const server = startApiServer();

const platform = (id: number, name: string, region: string, applyOpen = true): Platform => ({
  id,
  name,
  logo: `https://img.example.com/platform/${id}.png`,
  categoryId: 1,
  region,
  sites: ['US'],
  summary: `${name} summary`,
  tags: [],
  applyOpen,
});

const GROUPS: PlatformCategory[] = [
  {
    id: 11,
    name: 'Europe and the Americas',
    platforms: [platform(101, 'Amazon', 'North America'), platform(103, 'eBay', 'Europe')],
  },
  {
    id: 13,
    name: 'Southeast Asia',
    platforms: [platform(106, 'Lazada', 'Southeast Asia'), platform(102, 'Wish', 'Europe', false)],
  },
];

describe('the platform directory', () => {
  it('filters by category, region and name, dropping empty groups', () => {
    expect(filterDirectory(GROUPS, { category: 13 }).map((group) => group.id)).toEqual([13]);
    const europe = filterDirectory(GROUPS, { region: 'Europe' });
    expect(europe.flatMap((group) => group.platforms.map((row) => row.id))).toEqual([103, 102]);
    expect(filterDirectory(GROUPS, { q: 'AMA' })).toEqual([
      { ...GROUPS[0], platforms: [GROUPS[0]!.platforms[0]] },
    ]);
    expect(filterDirectory(GROUPS, { category: 11, q: 'lazada' })).toEqual([]);
    expect(directoryRegions(GROUPS)).toEqual(['North America', 'Europe', 'Southeast Asia']);
  });

  it('offers single regions, each finding every platform that sells there', () => {
    const groups: PlatformCategory[] = [
      {
        id: 11,
        name: 'Global',
        platforms: [
          platform(101, 'Amazon', 'North America, Europe, Japan'),
          platform(104, 'Temu', 'North America, Europe'),
          platform(105, 'Newegg', 'North America'),
          platform(106, 'Lazada', '东南亚、拉美'),
        ],
      },
    ];
    expect(platformRegions('北美、欧洲，日本')).toEqual(['北美', '欧洲', '日本']);
    expect(directoryRegions(groups)).toEqual([
      'North America',
      'Europe',
      'Japan',
      '东南亚',
      '拉美',
    ]);
    const ids = (region: string) =>
      filterDirectory(groups, { region }).flatMap((group) => group.platforms.map((row) => row.id));
    expect(ids('North America')).toEqual([101, 104, 105]);
    expect(ids('Japan')).toEqual([101]);
    expect(ids('拉美')).toEqual([106]);
    // A combined label (an older link) finds the platforms in each of its regions.
    expect(ids('North America, Europe')).toEqual([101, 104]);
  });

  it('offers to clear the filters when no platform matches them', async () => {
    server.use(
      http.get('*/api/crossPlatform/category', () => ok(GROUPS)),
      http.get('*/api/index/crossPlatform', () => ok([])),
    );
    const onSearchChange = vi.fn();
    const { user } = renderWithRouter(
      <DirectoryPage
        search={{ category: 13, region: 'North America', q: 'ama', compare: 101 }}
        onSearchChange={onSearchChange}
      />,
      { path: '/en_US/platform' },
    );
    expect(await screen.findByText('No platform matches the filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the filters' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({
      compare: 101,
      category: undefined,
      region: undefined,
      q: undefined,
    });
  });

  it('keeps two to four distinct compared ids in the URL, one as a number', () => {
    expect(idList('101,abc,103,101,0')).toEqual([101, 103]);
    expect(idList('1,2,3,4,5')).toEqual([1, 2, 3, 4]);
    expect(idList(101)).toEqual([101]);
    expect(idList(undefined)).toEqual([]);
    expect(idListParam([101])).toBe(101);
    expect(idListParam([101, 103])).toBe('101,103');
    expect(idListParam([])).toBeUndefined();
    expect(directorySearchSchema.parse({ compare: '103,x', category: '13', q: '  ' })).toEqual({
      compare: 103,
      category: 13,
    });
  });

  it('shows the groups with whether each platform takes applications, and the comparison choice', async () => {
    server.use(
      http.get('*/api/crossPlatform/category', () => ok(GROUPS)),
      http.get('*/api/index/crossPlatform', () => ok([])),
    );
    const onSearchChange = vi.fn();
    const { user } = renderWithRouter(
      <DirectoryPage search={{ compare: 101 }} onSearchChange={onSearchChange} />,
      { path: '/en_US/platform?compare=101' },
    );
    const asia = await screen.findByRole('region', { name: 'Southeast Asia' });
    const wish = within(asia).getByRole('article', { name: 'Wish' });
    expect(within(wish).getByText('Not accepting applications')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Compare Amazon' })).toBeChecked();
    expect(screen.getByText('Choose at least 2 platforms to compare')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Compare eBay' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ compare: '101,103' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Region' }), 'Europe');
    expect(onSearchChange).toHaveBeenLastCalledWith({ compare: 101, region: 'Europe' });
  });
});
