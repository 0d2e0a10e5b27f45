import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CustomerServiceContext } from '@/components/site/customer-service-context';
import { activateLocale } from '@/i18n/activate';
import { localeOf } from '@/i18n/locales';
import { renderWithRouter, resetLocale } from '@/test/render';
import { CustomerServiceAction } from './customer-service-action';

describe('CustomerServiceAction', () => {
  afterEach(async () => {
    await activateLocale(localeOf('zh_CN'));
    resetLocale();
  });

  it("opens the layout's customer-service widget where the page has one", async () => {
    const open = vi.fn();
    const { user } = renderWithRouter(
      <CustomerServiceContext.Provider value={{ enabled: true, open }}>
        <CustomerServiceAction label="Consult an adviser" variant="filled" />
      </CustomerServiceContext.Provider>,
    );
    await user.click(await screen.findByRole('button', { name: 'Consult an adviser' }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it("opens the chat page in a new tab, in the page's language, where there is no widget", async () => {
    await activateLocale(localeOf('pt_PT'), ['landing']);
    renderWithRouter(<CustomerServiceAction label="Falar com um consultor" variant="filled" />, {
      path: '/pt_PT/personal/cross',
    });
    const link = await screen.findByRole('link', {
      name: 'Falar com um consultor (abre num novo separador)',
    });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('href')).toMatch(/\/kefu\.html\?lang=pt_PT$/);
  });
});
