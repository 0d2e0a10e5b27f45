import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/test/render';
import { CollegeSearch } from './college-header';
import { activeCollegeEntry, collegeSearchHref } from './college-links';

describe('college search', () => {
  it('searches only a non-empty keyword', () => {
    expect(collegeSearchHref('  Amazon FBA ')).toBe('/college/course/query?key=Amazon%20FBA');
    expect(collegeSearchHref('')).toBeNull();
    expect(collegeSearchHref('   ')).toBeNull();
  });

  it('goes to the query page on Enter', async () => {
    const { user, router } = renderWithRouter(<CollegeSearch />, { path: '/zh_CN/college' });
    await user.type(await screen.findByRole('textbox', { name: 'Search courses' }), 'VAT{Enter}');
    expect(router.state.location.pathname).toBe('/zh_CN/college/course/query');
    expect(router.state.location.search).toEqual({ key: 'VAT' });
  });

  it('does nothing for an empty keyword, by Enter or by the button', async () => {
    const { user, router } = renderWithRouter(<CollegeSearch />, { path: '/zh_CN/college' });
    await user.type(await screen.findByRole('textbox', { name: 'Search courses' }), '  {Enter}');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.pathname).toBe('/zh_CN/college');
  });

  it('marks the navigation entry of the page shown', () => {
    expect(activeCollegeEntry('/zh_CN/college', 'zh_CN')).toBe('home');
    expect(activeCollegeEntry('/en_US/college/course/list?level=ADVANCED', 'en_US')).toBe(
      'advanced',
    );
    expect(activeCollegeEntry('/en_US/college/course/list?teacherId=3', 'en_US')).toBe('all');
    expect(activeCollegeEntry('/en_US/college/course/detail?id=3', 'en_US')).toBeUndefined();
  });
});
