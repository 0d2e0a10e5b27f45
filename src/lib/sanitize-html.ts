import DOMPurify from 'dompurify';

/**
 * The window the sanitiser parses HTML in: the page's own in the browser. The server render
 * (src/prerender/render-page.tsx) has none and gives one (`setSanitizerWindow`), whose address is
 * the site's: the markup it writes is the markup the browser makes of the same HTML.
 */
let dom: (Window & typeof globalThis) | undefined =
  typeof window === 'undefined' ? undefined : window;
let purifier = DOMPurify;

export function setSanitizerWindow(window: Window & typeof globalThis): void {
  dom = window;
  purifier = DOMPurify(window);
}

/** Schemes a link or an image may use; everything else (javascript:, data:, vbscript:…) goes. */
const SAFE_URL = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'poster', 'background', 'cite'];

function isSafeUrl(value: string): boolean {
  // Browsers ignore control characters and whitespace inside a scheme (`java\tscript:`).
  const compact = [...value]
    .filter((char) => {
      const code = char.charCodeAt(0);
      return code > 0x20 && (code < 0x7f || code > 0x9f);
    })
    .join('');
  return SAFE_URL.test(compact) && !/^(?:data|javascript|vbscript):/i.test(compact);
}

function isOtherSite(href: string, location: Location): boolean {
  try {
    const url = new URL(href, location.href);
    return /^https?:$/.test(url.protocol) && url.origin !== location.origin;
  } catch {
    return false;
  }
}

/**
 * HTML from the API (message and article bodies) is untrusted: this is the one way it reaches a
 * page. Keeps the formatting (paragraphs, headings, lists, emphasis, links, images, tables) and
 * removes scripts, event handlers, styles, frames, forms, and `javascript:` and `data:` URLs.
 * Links to other sites open in a new tab that cannot reach back to the portal
 * (`rel="noopener noreferrer"`); images load lazily; tables sit in a focusable wrapper
 * (`data-table-scroll`) that a page's styles let scroll sideways on a phone.
 */
export function sanitizeHtml(html: string): string {
  if (!dom) throw new Error('sanitizeHtml: no window to parse in (setSanitizerWindow)');
  const { document, location } = dom;
  const clean = purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_ATTR: ['target'],
    FORBID_TAGS: [
      'style',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'option',
      'iframe',
      'frame',
      'frameset',
      'object',
      'embed',
      'base',
      'link',
      'meta',
    ],
    FORBID_ATTR: ['style', 'srcset'],
    ALLOWED_URI_REGEXP: SAFE_URL,
    RETURN_DOM_FRAGMENT: true,
  });

  for (const element of clean.querySelectorAll('*')) {
    for (const name of URL_ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value !== null && !isSafeUrl(value)) element.removeAttribute(name);
    }
  }
  for (const link of clean.querySelectorAll<HTMLAnchorElement>('a')) {
    const href = link.getAttribute('href');
    if (href && isOtherSite(href, location)) link.setAttribute('target', '_blank');
    if (link.getAttribute('target') === '_blank') link.relList.add('noopener', 'noreferrer');
    else link.removeAttribute('target');
  }
  for (const image of clean.querySelectorAll('img')) {
    if (!image.hasAttribute('src')) {
      image.remove();
      continue;
    }
    image.setAttribute('loading', 'lazy');
    image.setAttribute('decoding', 'async');
  }
  for (const table of clean.querySelectorAll('table')) {
    const wrapper = document.createElement('div');
    wrapper.setAttribute('data-table-scroll', '');
    // Reachable by keyboard, so that a table wider than the screen can be scrolled without a mouse.
    wrapper.tabIndex = 0;
    table.replaceWith(wrapper);
    wrapper.append(table);
  }

  const container = document.createElement('div');
  container.append(clean);
  return container.innerHTML;
}
