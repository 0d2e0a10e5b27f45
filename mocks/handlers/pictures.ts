/**
 * Mock-only: the pictures that answers name (mocks/lib/pictures.ts), drawn from their URLs, as an
 * image CDN serves its files (no envelope, no scenario: a picture is not an API call). A URL
 * names what it shows, so its answer never changes and may be kept for a year.
 */
import { drawPicture } from '../db/seed/images';
import { rawOp } from '../lib/http';
import { PICTURE_PATH } from '../lib/pictures';

export const handlers = [
  rawOp('get', `${PICTURE_PATH}/{file}`, (request, params) => {
    const kind = /^(\w+)\.svg$/.exec(params.file ?? '')?.[1];
    const svg = kind ? drawPicture(kind, new URL(request.url).searchParams) : null;
    if (svg === null) return new Response(null, { status: 404 });
    return new Response(svg, {
      headers: {
        'Content-Type': 'image/svg+xml',
        'Cache-Control': 'public, max-age=31536000, immutable',
      },
    });
  }),
];
