import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { GrowingTextarea } from './growing-textarea';

afterEach(() => vi.unstubAllGlobals());

function browserSizingFields(supported: boolean) {
  vi.stubGlobal('CSS', {
    supports: (property: string, value: string) =>
      supported && property === 'field-sizing' && value === 'content',
  });
}

describe('GrowingTextarea', () => {
  it('leaves the sizing to the browser where it sizes fields by their content', () => {
    browserSizingFields(true);
    renderWithProviders(<GrowingTextarea label="Remarks" minRows={3} maxRows={8} />);
    const box = screen.getByRole('textbox', { name: 'Remarks' });
    expect(box).toHaveAttribute('rows', '3');
    expect(box.style.getPropertyValue('--growing-min-rows')).toBe('3');
    expect(box.style.getPropertyValue('--growing-max-rows')).toBe('8');
    // No measuring copy of the text: Mantine's autosize keeps one in the page.
    expect(document.querySelectorAll('textarea')).toHaveLength(1);
  });

  it("falls back to Mantine's measuring autosize elsewhere", () => {
    browserSizingFields(false);
    renderWithProviders(<GrowingTextarea label="Remarks" minRows={3} />);
    const box = screen.getByRole('textbox', { name: 'Remarks' });
    expect(box.style.getPropertyValue('--growing-min-rows')).toBe('');
    // Mantine marks an autosized box without a maximum (its measuring is off under test).
    expect(box).toHaveAttribute('data-no-overflow');
  });
});
