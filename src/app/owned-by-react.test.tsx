import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ownedByReact } from './owned-by-react';

function Article({ body }: { body: string }) {
  return (
    <article>
      <h1>Title</h1>
      <div dangerouslySetInnerHTML={{ __html: body }} />
      <footer>
        <a href="/next">Next</a>
      </footer>
    </article>
  );
}

describe('ownedByReact', () => {
  it("is false for the server's markup, and true once hydrated, HTML put in as such included", async () => {
    const root = document.createElement('div');
    const page = <Article body="<p>First <b>paragraph</b></p><p>Second</p>" />;
    root.innerHTML = renderToString(page);
    document.body.appendChild(root);
    expect(ownedByReact(root)).toBe(false);
    await act(async () => {
      hydrateRoot(root, page);
    });
    expect(ownedByReact(root)).toBe(true);
    // Markup the app does not own is still found, wherever it is.
    root.querySelector('footer')!.appendChild(document.createElement('span'));
    expect(ownedByReact(root)).toBe(false);
    root.remove();
  });
});
