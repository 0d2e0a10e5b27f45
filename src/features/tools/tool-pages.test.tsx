import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateCatalogs, renderWithRouter, resetLocale } from '@/test/render';
import { AddressPage } from './address/address-page';
import { EmailTemplatesPage } from './email/email-templates-page';
import { UnitConverterPage } from './converter/unit-converter-page';
import { FbaCalculatorPage } from './fba/fba-calculator-page';
import { InterestPage } from './interest/interest-page';
import { TrackingCheckPage } from './tracking/tracking-check-page';
import { ToolsIndexPage } from './tools-index-page';

afterEach(resetLocale);

describe('tools index', () => {
  it('links the seven tools here and marks the three external ones', async () => {
    renderWithRouter(<ToolsIndexPage />, { path: '/en_US/tools' });
    const fba = await screen.findByRole('link', { name: /FBA fee calculator/ });
    expect(fba.getAttribute('href')).toMatch(/^\/[a-z]{2}_[A-Z]{2}\/tools\/fba-calculator$/);
    const external = screen.getByRole('link', {
      name: /^Price history.*opens in a new tab/,
    });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external.getAttribute('rel')).toContain('noopener');
    expect(screen.getAllByRole('link')).toHaveLength(10);
  });

  it('shows the catalogue translations', async () => {
    await activateCatalogs('zh-CN', ['tools']);
    renderWithRouter(<ToolsIndexPage />, { path: '/zh_CN/tools' });
    expect(await screen.findByRole('heading', { level: 1, name: '卖家工具' })).toBeInTheDocument();
  });
});

describe('FBA calculator page', () => {
  it('gives the published fee for a known product in inches and pounds', async () => {
    const { user } = renderWithRouter(<FbaCalculatorPage />, {
      path: '/en_US/tools/fba-calculator',
    });
    await user.click(await screen.findByRole('radio', { name: 'Inches' }));
    await user.click(screen.getByRole('radio', { name: 'Pounds' }));
    const fill = async (name: string, value: string) => {
      const input = screen.getByRole('spinbutton', { name });
      await user.clear(input);
      await user.type(input, value);
    };
    await fill('Length (in)', '8');
    await fill('Width (in)', '6');
    await fill('Height (in)', '2');
    await fill('Unit weight (lb)', '1');
    await fill('Listing price (USD)', '20');
    expect(screen.getByTestId('fba-tier')).toHaveTextContent('Large standard');
    expect(screen.getByTestId('fba-billable')).toHaveTextContent('1 lb');
    expect(screen.getByTestId('fba-fee')).toHaveTextContent('$4.60');
    expect(screen.getByTestId('fba-referral')).toHaveTextContent('$3.00');
    expect(screen.getByText(/effective 2026-01-15/)).toBeInTheDocument();
  });

  it('converts the sides when the unit changes', async () => {
    const { user } = renderWithRouter(<FbaCalculatorPage />, {
      path: '/en_US/tools/fba-calculator',
    });
    const length = await screen.findByRole('spinbutton', { name: 'Length (cm)' });
    await user.clear(length);
    await user.type(length, '25.4');
    await user.click(screen.getByRole('radio', { name: 'Inches' }));
    expect(screen.getByRole('spinbutton', { name: 'Length (in)' })).toHaveValue(10);
  });
});

describe('tracking check page', () => {
  it('checks pasted numbers and links the good ones to the tracking query', async () => {
    renderWithRouter(<TrackingCheckPage />, { path: '/en_US/tools/tracking-check' });
    const rows = await screen.findAllByTestId('tracking-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('Well formed, check digit correct')).toBeInTheDocument();
    // RB…GB is a Royal Mail number (S10: the operator of the country at the end), not China Post's.
    expect(await within(rows[0]!).findByText('Royal Mail · United Kingdom')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Wrong check digit: probably mistyped')).toBeInTheDocument();
    const track = screen.getByRole('link', { name: 'Track the well-formed numbers' });
    expect(track.getAttribute('href')).toMatch(
      /\/logistics\/query\?nos=RB123456785GB%2C1Z5R89390357567127$/,
    );
    expect(screen.getByText('3 numbers checked, 2 well formed.')).toBeInTheDocument();
  });

  it('says "1 number checked" for one number (plural forms)', async () => {
    const { user } = renderWithRouter(<TrackingCheckPage />, {
      path: '/en_US/tools/tracking-check',
    });
    const field = await screen.findByRole('textbox', { name: 'Tracking numbers' });
    await user.clear(field);
    await user.type(field, 'RB123456785KE');
    expect(screen.getByText('1 number checked, 1 well formed.')).toBeInTheDocument();
    // A country outside the operator table: the generic name.
    expect(await screen.findByText('Postal operator of Kenya')).toBeInTheDocument();
  });
});

describe('e-mail templates page', () => {
  it('fills the template and marks what the rules forbid', async () => {
    const { user } = renderWithRouter(<EmailTemplatesPage />, {
      path: '/en_US/tools/email-templates',
    });
    await user.type(await screen.findByRole('textbox', { name: 'Buyer name' }), 'Alex');
    const message = screen.getByRole('textbox', { name: 'Message text (you can edit it)' });
    expect((message as HTMLTextAreaElement).value).toContain('Dear Alex,');
    expect(screen.getByTestId('email-check')).toHaveTextContent('No problems found');
    await user.type(message, ' Leave 5 stars for a coupon at www.example.com');
    const check = screen.getByTestId('email-check');
    expect(check).toHaveTextContent('Links are not allowed');
    expect(check).toHaveTextContent('Incentives');
    expect(check).toHaveTextContent('Asking for a positive review is not allowed');
  });
});

describe('address page', () => {
  it('formats the sample address and checks the postcode', async () => {
    const { user } = renderWithRouter(<AddressPage />, { path: '/en_US/tools/address' });
    expect(await screen.findByTestId('formatted-address')).toHaveTextContent(
      'Springfield, IL 62701',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Destination country' }), 'DE');
    await user.click(screen.getByRole('button', { name: 'Fill a sample address' }));
    expect(await screen.findByText('10115 Berlin')).toBeInTheDocument();
    const postcode = screen.getByRole('textbox', { name: 'Postcode' });
    await user.clear(postcode);
    await user.type(postcode, '1011');
    expect(
      screen.getByText('Not a valid postcode for this country, e.g. 10115'),
    ).toBeInTheDocument();
  });
});

describe('calculators refuse what is not a number in range', () => {
  it('converter: an empty value and a negative side are marked, not converted as 0 or -60,000 cm³', async () => {
    const { user } = renderWithRouter(<UnitConverterPage />, {
      path: '/en_US/tools/unit-converter',
    });
    const value = await screen.findByRole('spinbutton', { name: 'Value' });
    await user.clear(value);
    expect(value).toHaveAttribute('aria-invalid', 'true');
    expect(value).toHaveAccessibleDescription('Enter a number');
    expect(await screen.findByTestId('converter-result')).toHaveTextContent('—');
    expect(screen.getByTestId('converter-result')).not.toHaveTextContent('0 cm = 0 in');

    const length = screen.getByRole('spinbutton', { name: 'Length (cm)' });
    await user.clear(length);
    await user.type(length, '-50');
    expect(length).toHaveAccessibleDescription('Enter a number greater than 0');
    expect(screen.getByTestId('shipping-waiting')).toBeInTheDocument();
    expect(screen.queryByText(/-60,000/)).toBeNull();
  });

  it('converter: temperatures are written °F and °C, and not below absolute zero', async () => {
    const { user } = renderWithRouter(<UnitConverterPage />, {
      path: '/en_US/tools/unit-converter',
    });
    await user.click(await screen.findByRole('radio', { name: 'Temperature' }));
    const value = screen.getByRole('spinbutton', { name: 'Value' });
    await user.clear(value);
    await user.type(value, '100');
    await user.selectOptions(screen.getByRole('combobox', { name: 'To' }), 'F');
    expect(await screen.findByText('100 °C = 212 °F')).toBeInTheDocument();
    await user.clear(value);
    await user.type(value, '-300');
    expect(value).toHaveAccessibleDescription('Enter -273.15 or more');
  });

  it('financing: a negative amount and 0 months are refused, not shown as -$0 and 0.00%', async () => {
    const { user } = renderWithRouter(<InterestPage />, { path: '/en_US/tools/interest' });
    const amount = await screen.findByRole('spinbutton', { name: 'Amount financed (USD)' });
    // The cost as the finance landing page says it: once for the account period, not a year.
    expect(
      screen.getByText(/charged once for an account period of up to 3 months/),
    ).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '-5');
    expect(amount).toHaveAccessibleDescription('Enter a number greater than 0');
    expect(screen.queryByTestId('finance-cost')).toBeNull();
    await user.clear(amount);
    await user.type(amount, '1000');
    const months = screen.getByRole('spinbutton', { name: 'Account period (months)' });
    await user.clear(months);
    await user.type(months, '0');
    expect(months).toHaveAccessibleDescription('Enter 1 or more');
    expect(screen.queryByTestId('finance-annual')).toBeNull();
    await user.clear(months);
    await user.type(months, '3');
    expect(screen.getByTestId('finance-cost')).toHaveTextContent('$20');
  });

  it('FBA: a negative cost and a side of 1e12 cm are refused, with no margin or tier', async () => {
    const { user } = renderWithRouter(<FbaCalculatorPage />, {
      path: '/en_US/tools/fba-calculator',
    });
    const cost = await screen.findByRole('spinbutton', { name: 'Product cost (USD)' });
    await user.clear(cost);
    await user.type(cost, '-60');
    expect(cost).toHaveAccessibleDescription('Enter 0 or more');
    expect(screen.getByTestId('fba-waiting')).toBeInTheDocument();
    expect(screen.queryByTestId('fba-net')).toBeNull();
    await user.clear(cost);
    await user.type(cost, '6');
    const length = screen.getByRole('spinbutton', { name: 'Length (cm)' });
    await user.clear(length);
    await user.type(length, '1e12');
    expect(length).toHaveAccessibleDescription('Enter 500 or less');
    expect(screen.queryByTestId('fba-tier')).toBeNull();
  });
});
