import { describe, expect, it } from 'vitest';
import {
  headTags,
  moveImagePreloads,
  moveInlineStyles,
  pageFile,
  pageHtml,
  PRERENDER_LOCALES,
  robots,
  sitemap,
} from './prerender';

const TEMPLATE = `<!doctype html>
<html lang="zh-CN" data-mantine-color-scheme="light">
  <head>
    <script nonce="__CSP_NONCE__" data-first-load="/assets/first-load-1.js">if(a<b)startPage()</script>
    <meta
      name="description"
      content="default"
    />
    <meta name="keywords" content="k" />
    <title>Default</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-1.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('moveInlineStyles', () => {
  it('turns each style attribute into a rule of one nonce style element, shared by equal ones', () => {
    const { markup, css } = moveInlineStyles(
      '<div style="height:16px;width:100%"></div><span style="height:16px;width:100%">a</span><i style="font-family:&quot;A&quot;">b</i>',
    );
    expect(markup).toBe(
      '<div data-prerender-style="0"></div><span data-prerender-style="0">a</span><i data-prerender-style="1">b</i>',
    );
    expect(css).toBe(
      '#root [data-prerender-style="0"]{height:16px;width:100%}\n#root [data-prerender-style="1"]{font-family:"A"}',
    );
  });

  it('leaves text that merely reads like an attribute', () => {
    expect(moveInlineStyles('<p>style=&quot;x&quot;</p>').markup).toBe(
      '<p>style=&quot;x&quot;</p>',
    );
  });

  it('keeps a value from closing the style element', () => {
    expect(moveInlineStyles('<b style="content:&lt;/style&gt;"></b>').css).not.toContain('</');
  });
});

describe('moveImagePreloads', () => {
  it("takes React's picture preloads from before the markup, and nothing of the markup", () => {
    const { markup, preloads } = moveImagePreloads(
      '<link rel="preload" as="image" href="https://cdn/a.png" fetchPriority="high"/><link rel="preload" as="image" href="https://cdn/b.png"/><main><link rel="preload" as="image" href="x"/></main>',
    );
    expect(preloads).toEqual([
      '<link rel="preload" as="image" href="https://cdn/a.png" fetchPriority="high"/>',
      '<link rel="preload" as="image" href="https://cdn/b.png"/>',
    ]);
    expect(markup).toBe('<main><link rel="preload" as="image" href="x"/></main>');
  });
});

describe('pageHtml', () => {
  const page = {
    html: '<main><h1>Tools</h1></main>',
    state: { queries: [{ note: '</script><script>alert(1)</script>' }] },
    title: 'Tools & more - Site',
    description: 'All "tools"',
    keywords: 'a,b',
    lang: 'en-US',
    found: true,
    failures: [],
  };
  const html = pageHtml(
    TEMPLATE,
    page,
    headTags(page, {
      origin: 'https://www.example.com',
      lang: 'en_US',
      path: '/tools',
      stylesheets: ['tools-1.css'],
      fonts: ['numbers-1.woff2'],
      css: '#root [data-prerender-style="0"]{height:1px}',
    }),
    'startPrerenderedPage()',
  );

  it('writes the page head: language, title, description, canonical, alternates, Open Graph, styles, fonts', () => {
    expect(html).toContain(
      '<html lang="en-US" data-prerendered data-mantine-color-scheme="light">',
    );
    expect(html).toContain('<title>Tools &amp; more - Site</title>');
    expect(html).toContain('<meta name="description" content="All &quot;tools&quot;" />');
    expect(html).toContain('<link rel="canonical" href="https://www.example.com/en_US/tools">');
    for (const [hreflang, lang] of [
      ['zh-CN', 'zh_CN'],
      ['zh-HK', 'zh_HK'],
      ['en-US', 'en_US'],
      ['pt-PT', 'pt_PT'],
      ['x-default', 'zh_CN'],
    ]) {
      expect(html).toContain(
        `<link rel="alternate" hreflang="${hreflang}" href="https://www.example.com/${lang}/tools">`,
      );
    }
    expect(html).toContain('<meta property="og:title" content="Tools &amp; more - Site">');
    expect(html).toContain('<link rel="stylesheet" href="/assets/tools-1.css">');
    // In CORS mode, as the browser asks for a font, or it would fetch the file a second time.
    expect(html).toContain(
      '<link rel="preload" href="/assets/numbers-1.woff2" as="font" type="font/woff2" crossorigin>',
    );
    expect(html).toContain(
      '<style nonce="__CSP_NONCE__" id="prerendered-styles">#root [data-prerender-style="0"]',
    );
  });

  it("asks for none of the app's scripts: its inline script loads them once it has painted", () => {
    expect(html).not.toContain('index-1.js');
    expect(html).not.toContain('first-load-1.js');
    expect(html).not.toContain('startPage()');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<script nonce="__CSP_NONCE__">startPrerenderedPage()</script>');
  });

  it('puts its inline script below every stylesheet and above the markup, so that the markup is parsed once they have come', () => {
    const script = html.indexOf('<script nonce="__CSP_NONCE__">startPrerenderedPage()</script>');
    const lastStylesheet = Math.max(
      html.lastIndexOf('<link rel="stylesheet"'),
      html.lastIndexOf('<style '),
    );
    expect(lastStylesheet).toBeGreaterThan(0);
    expect(script).toBeGreaterThan(lastStylesheet);
    expect(script).toBeGreaterThan(html.indexOf('<body>'));
    expect(script).toBeLessThan(html.indexOf('<div id="root">'));
  });

  it('paints first once the whole markup is parsed: the head expects the element after it', () => {
    const expectation = /<link rel="expect" href="#([^"]+)" blocking="render">/.exec(html);
    expect(expectation).not.toBeNull();
    expect(html.indexOf(expectation![0])).toBeLessThan(html.indexOf('</head>'));
    const expected = html.indexOf(`id="${expectation![1]}"`);
    expect(expected).toBeGreaterThan(html.indexOf('</main></div>'));
  });

  it('puts the markup in the root and the answers beside it, unable to close their element', () => {
    expect(html).toContain('<div id="root"><main><h1>Tools</h1></main></div>');
    expect(html).toContain('<script type="application/json" id="prerendered-state">');
    expect(html).not.toContain('</script><script>alert');
    const json = /id="prerendered-state">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(json)).toEqual(page.state);
  });
});

describe('pageFile', () => {
  it('names a page by its path, and a page addressed by its id by that too', () => {
    expect(pageFile('/en_US/tools')).toBe('pages/en_US/tools.html');
    expect(pageFile('/zh_CN')).toBe('pages/zh_CN.html');
    expect(pageFile('/en_US/service/detail?id=12')).toBe('pages/en_US/service/detail/id-12.html');
    expect(pageFile('/en_US/college/course/play?id=10&video=1001')).toBe(
      'pages/en_US/college/course/play/id-10-video-1001.html',
    );
    for (const address of [
      '/en_US/news?type=5',
      '/en_US/college/course/play?video=1001&id=10',
      '/en_US/college/course/play?id=10&video=1001&autoplay=1',
    ]) {
      expect(() => pageFile(address), address).toThrow(/query is its id/);
    }
  });
});

describe('sitemap and robots', () => {
  it('lists each address written, each with its alternates in the locales written too', () => {
    const everywhere = (path: string) => PRERENDER_LOCALES.map((lang) => `/${lang}${path}`);
    const xml = sitemap('https://www.example.com', [
      ...everywhere(''),
      ...everywhere('/service/detail?id=1'),
      '/zh_CN/news/7',
      '/en_US/news/7',
    ]);
    expect(xml.match(/<loc>/g)).toHaveLength(10);
    expect(xml).toContain('<loc>https://www.example.com/pt_PT/service/detail?id=1</loc>');
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="zh-HK" href="https://www.example.com/zh_HK"/>',
    );
    // An article written in two locales names only those two.
    const article = xml.slice(xml.indexOf('<loc>https://www.example.com/en_US/news/7'));
    expect(article.slice(0, article.indexOf('</url>')).match(/hreflang/g)).toHaveLength(2);
    expect(xml).not.toContain('zh_HK/news/7');
  });

  it('keeps crawlers out of personal pages and forms, and names the sitemap', () => {
    const text = robots('https://www.example.com');
    expect(text).toContain('Disallow: /*/personal/');
    expect(text).toContain('Disallow: /*/login');
    expect(text).toContain('Sitemap: https://www.example.com/sitemap.xml');
  });
});
