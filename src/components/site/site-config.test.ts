import { describe, expect, it } from 'vitest';
import { chatUrlFor, SITE_CONFIG } from './site-config';

describe('site config', () => {
  it('passes the language to the chat', () => {
    expect(chatUrlFor('pt_PT')).toBe(`${SITE_CONFIG.customerService.chatUrl}?lang=pt_PT`);
  });
});
