import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Sanitizer from '@/lib/sanitize-html';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { SafeHtml } from './safe-html';

vi.mock('@/lib/sanitize-html', async (importOriginal) => {
  const real = await importOriginal<typeof Sanitizer>();
  return { ...real, sanitizeHtml: vi.fn(real.sanitizeHtml) };
});

const FIRST = '<p>First <b>course</b></p><img src="x" onerror="alert(1)">';
const SECOND = '<p>Second</p><script>alert(2)</script>';

/** The markup the server writes (the prerendering's build, and the view's code at hand). */
async function serverMarkup(html: string): Promise<string> {
  vi.stubEnv('SSR', true);
  try {
    renderToString(<SafeHtml html={html} />);
    await import('./safe-html-view');
    await new Promise((done) => setTimeout(done, 0));
    return renderToString(<SafeHtml html={html} />);
  } finally {
    vi.unstubAllEnvs();
  }
}

// The updates of these renders are awaited with `act`.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.mocked(sanitizeHtml).mockClear();
});

describe('SafeHtml', () => {
  it('hydrates the sanitised HTML a page as HTML came with as it is, without sanitising it again', async () => {
    const markup = await serverMarkup(FIRST);
    expect(markup).toContain('<p>First <b>course</b></p>');
    expect(markup).not.toContain('onerror');
    const container = document.createElement('div');
    container.innerHTML = markup;
    document.body.appendChild(container);
    vi.mocked(sanitizeHtml).mockClear();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      root = hydrateRoot(container, <SafeHtml html={FIRST} />);
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(container.innerHTML).toContain('<p>First <b>course</b></p>');
    expect(sanitizeHtml).not.toHaveBeenCalled();
    // Drawn again with the same HTML (a refetch that changed nothing): still the page's markup.
    await act(async () => root!.render(<SafeHtml html={FIRST} />));
    expect(container.innerHTML).toContain('<p>First <b>course</b></p>');
    expect(sanitizeHtml).not.toHaveBeenCalled();
    // Other HTML (another course, an edited description) goes through the sanitiser.
    await act(async () => root!.render(<SafeHtml html={SECOND} />));
    await vi.waitFor(() => expect(container.innerHTML).toContain('<p>Second</p>'));
    expect(container.innerHTML).not.toContain('First');
    expect(container.innerHTML).not.toContain('script');
    expect(sanitizeHtml).toHaveBeenCalledWith(SECOND);
  });

  it('sanitises the HTML of a page the app draws', async () => {
    const container = document.createElement('div');
    document.body.appendChild(container);
    await act(async () => {
      root = createRoot(container);
      root.render(<SafeHtml html={FIRST} className="rules" />);
    });
    await vi.waitFor(() =>
      expect(container.querySelector('.rules')?.innerHTML).toContain(
        '<p>First <b>course</b></p><img src="x"',
      ),
    );
    expect(container.innerHTML).not.toContain('onerror');
    expect(sanitizeHtml).toHaveBeenCalledWith(FIRST);
  });
});
