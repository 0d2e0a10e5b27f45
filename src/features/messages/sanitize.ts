import DOMPurify from 'dompurify';

/**
 * Message bodies are HTML from the server and untrusted (api-spec): scripts, event handlers and
 * `javascript:` links go; links that open a new tab cannot reach back to the portal.
 */
export function sanitizeMessageHtml(html: string): string {
  const clean = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    RETURN_DOM_FRAGMENT: true,
  });
  for (const link of clean.querySelectorAll<HTMLAnchorElement>('a[target]')) {
    if (link.getAttribute('target') === '_blank') link.relList.add('noopener', 'noreferrer');
    else link.removeAttribute('target');
  }
  const container = document.createElement('div');
  container.append(clean);
  return container.innerHTML;
}
