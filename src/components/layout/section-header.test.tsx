import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/test/render';
import { SectionHeader } from './section-header';

describe('SectionHeader', () => {
  it("names its 'More' link by where it leads, in its text too (what search engines read)", async () => {
    renderWithRouter(
      <SectionHeader title="Platforms" moreHref="/platform" moreLabel="More platforms" />,
    );
    const link = await screen.findByRole('link', { name: 'More platforms' });
    expect(link.getAttribute('href')).toMatch(/\/platform$/);
    // The short label shown is part of the name (WCAG 2.5.3), and the text is not 'More' alone.
    expect(link.textContent).toContain('More platforms');
    expect(screen.getByRole('heading', { level: 2, name: 'Platforms' })).toBeVisible();
  });
});
