import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlainTable } from './plain-table';

describe('PlainTable', () => {
  it('is a table in a region of the same name that a keyboard can focus to scroll', () => {
    render(
      <PlainTable label="Fees" testId="fees">
        <tbody>
          <tr>
            <th scope="row">Listing</th>
            <td>0.30 USD</td>
          </tr>
        </tbody>
      </PlainTable>,
    );
    const region = screen.getByRole('region', { name: 'Fees' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toBe(screen.getByTestId('fees'));
    const table = screen.getByRole('table', { name: 'Fees' });
    expect(region).toContainElement(table);
    expect(table).toHaveTextContent('0.30 USD');
  });

  it('adds the bordered look and the caller’s class to the table', () => {
    render(
      <PlainTable label="Bank" bordered className="extra">
        <tbody />
      </PlainTable>,
    );
    const table = screen.getByRole('table', { name: 'Bank' });
    expect(table.className.split(' ')).toHaveLength(3);
    expect(table).toHaveClass('extra');
  });
});
