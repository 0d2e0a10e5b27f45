import { describe, expect, it } from 'vitest';
import { sanitizeMessageHtml } from './sanitize';

describe('sanitizeMessageHtml', () => {
  it('keeps the formatting of a message', () => {
    const html =
      '<p>您的订单 <strong>SO2026</strong> 已支付</p><ul><li>一</li></ul><a href="/zh_CN/personal/order">查看</a>';
    expect(sanitizeMessageHtml(html)).toBe(html);
  });

  it('removes scripts, event handlers, javascript: links and forms', () => {
    const clean = sanitizeMessageHtml(
      '<p onclick="steal()">Hi<script>steal()</script></p><img src="x" onerror="steal()"><a href="javascript:steal()">x</a><form action="/x"><input name="p"></form><style>p{}</style>',
    );
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|<form|<input|<style/i);
    expect(clean).toContain('<p>Hi</p>');
    expect(clean).toContain('<img src="x">');
  });

  it('makes new-tab links unable to reach the portal and drops other targets', () => {
    expect(sanitizeMessageHtml('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeMessageHtml('<a href="/x" target="_top">x</a>')).toBe('<a href="/x">x</a>');
  });
});
