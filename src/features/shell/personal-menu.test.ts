import { describe, expect, it } from 'vitest';
import { activeMenuUrl } from './personal-menu';

describe('activeMenuUrl', () => {
  it('marks the entry of the page or of its nearest parent', () => {
    expect(activeMenuUrl('/zh_CN/personal/order')).toBe('/personal/order');
    expect(activeMenuUrl('/zh_CN/personal/order/1/pay')).toBe('/personal/order');
    expect(activeMenuUrl('/zh_CN/personal/order/invoice/info')).toBe(
      '/personal/order/invoice/info',
    );
    expect(activeMenuUrl('/zh_CN/personal/something-else')).toBe('/personal');
  });

  it('marks an entry for the pages it names as its own elsewhere', () => {
    expect(activeMenuUrl('/zh_CN/personal/logistics/waybill')).toBe('/personal/logistics/sender');
  });

  it('marks nothing outside the personal centre', () => {
    expect(activeMenuUrl('/zh_CN/news')).toBeNull();
  });
});
