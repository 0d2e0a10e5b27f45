import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

/** What must never survive: code that runs, or a way to make it run (an attribute whose value starts with a script URL). */
const DANGER =
  /<script|<iframe|<object|<embed|<svg|<style|<form|<base|<meta|<link|\son\w+=|=["']?\s*(?:javascript|vbscript|data):|srcdoc|expression\(/i;

/** Payloads of the OWASP XSS Filter Evasion Cheat Sheet. */
const OWASP_PAYLOADS = [
  '<SCRIPT SRC=https://cdn.jsdelivr.net/gh/Moksh45/host-xss.rocks/index.js></SCRIPT>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  "<IMG SRC=javascript:alert('XSS')>",
  "<IMG SRC=JaVaScRiPt:alert('XSS')>",
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<a onmouseover="alert(document.cookie)">xxs link</a>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>',
  '<IMG SRC=# onmouseover="alert(\'xxs\')">',
  '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
  '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>',
  '<IMG SRC="jav\tascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x09;ascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x0A;ascript:alert(\'XSS\');">',
  '<IMG SRC=" &#14;  javascript:alert(\'XSS\');">',
  '<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>',
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
  '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
  '<SCRIPT SRC=http://xss.rocks/xss.js?< B >',
  '</TITLE><SCRIPT>alert("XSS");</SCRIPT>',
  '<INPUT TYPE="IMAGE" SRC="javascript:alert(\'XSS\');">',
  '<BODY BACKGROUND="javascript:alert(\'XSS\')">',
  '<IMG DYNSRC="javascript:alert(\'XSS\')">',
  "<svg/onload=alert('XSS')>",
  '<STYLE>li {list-style-image: url("javascript:alert(\'XSS\')");}</STYLE><UL><LI>XSS</br>',
  '<IMG SRC=\'vbscript:msgbox("XSS")\'>',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">',
  '<IFRAME SRC="javascript:alert(\'XSS\');"></IFRAME>',
  '<IFRAME SRC=# onmouseover="alert(document.cookie)"></IFRAME>',
  '<FRAMESET><FRAME SRC="javascript:alert(\'XSS\');"></FRAMESET>',
  '<TABLE BACKGROUND="javascript:alert(\'XSS\')"><tr><td>x</td></tr></TABLE>',
  '<DIV STYLE="background-image: url(javascript:alert(\'XSS\'))">x</DIV>',
  '<DIV STYLE="width: expression(alert(\'XSS\'));">x</DIV>',
  '<BASE HREF="javascript:alert(\'XSS\');//">',
  '<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>',
  '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hs aW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAw IiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlh TUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
  '<a href="&#x26;#x6A;avascript:alert(1)">x</a><a href=" javascript:alert(1)">y</a>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<form action="javascript:alert(1)"><button formaction="javascript:alert(2)">go</button></form>',
];

describe('sanitizeHtml', () => {
  it('keeps the formatting of a message or an article', () => {
    const html =
      '<h2>标题</h2><p>您的订单 <strong>SO2026</strong> 已<em>支付</em></p><ul><li>一</li></ul><ol><li>二</li></ol><blockquote>引用</blockquote><a href="/zh_CN/personal/order">查看</a>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes scripts, event handlers, javascript: links and forms', () => {
    const clean = sanitizeHtml(
      '<p onclick="steal()">Hi<script>steal()</script></p><img src="x" onerror="steal()"><a href="javascript:steal()">x</a><form action="/x"><input name="p"></form><style>p{}</style>',
    );
    expect(clean).not.toMatch(DANGER);
    expect(clean).toContain('<p>Hi</p>');
    expect(clean).toContain('<img src="x" loading="lazy" decoding="async">');
    expect(clean).toContain('<a>x</a>');
  });

  it.each(OWASP_PAYLOADS)('neutralises the OWASP payload %s', (payload) => {
    const clean = sanitizeHtml(`<p>before</p>${payload}<p>after</p>`);
    expect(clean).not.toMatch(DANGER);
    expect(clean).toContain('<p>before</p>');
    // What the sanitiser keeps, parsed again, has no handler and no script anywhere.
    const host = document.createElement('div');
    host.innerHTML = clean;
    for (const element of host.querySelectorAll('*')) {
      expect(element.tagName).not.toMatch(/^(SCRIPT|IFRAME|OBJECT|EMBED|STYLE|SVG)$/);
      for (const attribute of element.attributes) {
        expect(attribute.name).not.toMatch(/^on/i);
        expect(attribute.value).not.toMatch(/^\s*(javascript|vbscript|data):/i);
      }
    }
  });

  it('removes iframes and data: URLs on links and images', () => {
    expect(sanitizeHtml('<iframe src="https://example.com"></iframe><p>x</p>')).toBe('<p>x</p>');
    expect(
      sanitizeHtml('<a href="data:text/html,hi">a</a><img src="data:image/png;base64,AAAA">'),
    ).toBe('<a>a</a>');
  });

  it('opens links to other sites in a new tab that cannot reach the portal', () => {
    expect(sanitizeHtml('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="https://example.com/a">x</a>')).toBe(
      '<a href="https://example.com/a" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="/x" target="_top">x</a>')).toBe('<a href="/x">x</a>');
    expect(sanitizeHtml(`<a href="${window.location.origin}/zh_CN/news">x</a>`)).toBe(
      `<a href="${window.location.origin}/zh_CN/news">x</a>`,
    );
    expect(sanitizeHtml('<a href="mailto:a@b.com">m</a>')).toBe('<a href="mailto:a@b.com">m</a>');
  });

  it('loads images lazily and wraps tables so that they scroll on a phone', () => {
    expect(sanitizeHtml('<img src="/a.png" alt="chart" width="800" height="400">')).toBe(
      '<img src="/a.png" alt="chart" width="800" height="400" loading="lazy" decoding="async">',
    );
    expect(sanitizeHtml('<table><tbody><tr><td>1</td></tr></tbody></table>')).toBe(
      '<div data-table-scroll="" tabindex="0"><table><tbody><tr><td>1</td></tr></tbody></table></div>',
    );
  });
});
