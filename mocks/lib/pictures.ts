/**
 * The mock backend's pictures are files it draws on request, as the real API's are files on its
 * image CDN: an answer names each by an absolute URL, on the origin the API was called on
 * (`${origin}/api/__mock/picture/cover.svg?headline=...`), and `GET` on that URL draws it from
 * its parameters (mocks/handlers/pictures.ts; the drawings are mocks/db/seed/images.ts). Nothing
 * is kept per picture: a URL still draws after a restart or a reset.
 *
 * Not `data:` URIs in the answers themselves: a page as HTML would carry each of its pictures
 * twice (in the markup and in the answers it comes with: the college home 169 KB so, 86 KB with
 * URLs) and the browser would lay every one out while it parsed the page, those the page loads
 * lazily included (a `data:` image has nothing to defer), none of which the real API's bitmaps
 * on their CDN cost.
 *
 * Seeded rows hold the URL on a placeholder origin (`PICTURE_ORIGIN`, which never resolves),
 * since the origin is the request's; `op()` in ./http.ts writes each answer's on the way out.
 */

/** The origin seeded rows' picture URLs are written on; no answer carries it. */
export const PICTURE_ORIGIN = 'https://pictures.mock.invalid';

/** Where the pictures are served, under /api (so that nginx passes them to the mock server). */
export const PICTURE_PATH = '/__mock/picture';

/** A picture's URL as seeded: its kind and the parameters it is drawn from. */
export function pictureUrl(kind: string, params: Record<string, string | number>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) search.set(name, String(value));
  return `${PICTURE_ORIGIN}/${kind}.svg?${search}`;
}

/**
 * `body` with every seeded picture URL on `origin` (the page's: `publicOrigin`), or `body` itself
 * when it names no picture.
 */
export function withPictureOrigin<T>(body: T, origin: string): T {
  const text = JSON.stringify(body);
  if (text === undefined || !text.includes(PICTURE_ORIGIN)) return body;
  return JSON.parse(text.replaceAll(`${PICTURE_ORIGIN}/`, `${origin}/api${PICTURE_PATH}/`)) as T;
}
