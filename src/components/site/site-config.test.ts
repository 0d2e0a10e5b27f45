import { i18n, type MessageDescriptor } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { chatUrlFor, SITE_CONFIG, siteContacts } from './site-config';

const translate = (descriptor: MessageDescriptor) => i18n._(descriptor);

describe('site contacts', () => {
  it('takes the API values where it has them', () => {
    expect(
      siteContacts({ phone: '400-1', email: 'api@kjt.com', address: 'API address' }, translate),
    ).toEqual({ phone: '400-1', email: 'api@kjt.com', address: 'API address' });
  });

  it('falls back to the config for missing or blank values', () => {
    expect(siteContacts({ phone: ' ', email: undefined }, translate)).toEqual({
      phone: SITE_CONFIG.phone,
      email: SITE_CONFIG.email,
      address: i18n._(SITE_CONFIG.address),
    });
    expect(siteContacts(undefined, translate).phone).toBe(SITE_CONFIG.phone);
  });

  it('passes the language to the chat', () => {
    expect(chatUrlFor('pt_PT')).toBe(`${SITE_CONFIG.customerService.chatUrl}?lang=pt_PT`);
  });
});
