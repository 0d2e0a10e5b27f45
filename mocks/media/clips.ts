/**
 * The offline course videos: three 4-second test-pattern clips (320x180 H.264 + AAC, faststart,
 * 20–50 KB each), committed beside this file so that nothing has to be generated in CI. Made with:
 *
 *   ffmpeg -f lavfi -i "testsrc2=size=320x180:rate=15:duration=4" \
 *     -f lavfi -i "sine=frequency=440:duration=4" -c:v libx264 -profile:v baseline \
 *     -pix_fmt yuv420p -preset veryslow -crf 36 -g 15 -c:a aac -b:a 24k -ac 1 \
 *     -movflags +faststart clip-1.mp4
 *
 * (clip-2 from `smptebars`, clip-3 from `testsrc`, other sine pitches). They live in mocks/, not
 * public/, so the production build never carries them: in the offline build Vite emits them as
 * assets of the mock chunk (`new URL(..., import.meta.url)`), and the mock server and Vitest read
 * them from disk. Served by mocks/handlers/courses.ts, with `Range` answered by 206.
 */
const CLIP_URLS = [
  new URL('./clip-1.mp4', import.meta.url),
  new URL('./clip-2.mp4', import.meta.url),
  new URL('./clip-3.mp4', import.meta.url),
];

export const CLIP_COUNT = CLIP_URLS.length;

/**
 * Each clip's length in whole seconds (its `mvhd` duration: 4000 / 1000). The seed gives every
 * video the length of the clip that plays for it, so the catalogue says what the player plays.
 */
export const CLIP_SECONDS: readonly number[] = [4, 4, 4];

/** Which clip plays for a video (by its id), the same rule as `clipBytes`. */
export function clipIndex(videoId: number): number {
  return ((videoId % CLIP_COUNT) + CLIP_COUNT) % CLIP_COUNT;
}

/** The length in seconds of the clip that plays for a video. */
export function clipSeconds(videoId: number): number {
  return CLIP_SECONDS[clipIndex(videoId)] ?? 0;
}

const loaded = new Map<number, Promise<Uint8Array>>();

async function readClip(url: URL): Promise<Uint8Array> {
  if (url.protocol === 'file:') {
    // Node (mock server, Vitest): the specifier is a variable so that Vite leaves it alone.
    const fs = 'node:fs/promises';
    const { readFile } = (await import(/* @vite-ignore */ fs)) as {
      readFile(path: URL): Promise<Uint8Array>;
    };
    return new Uint8Array(await readFile(url));
  }
  // The mock backend reading its own asset in the browser, not an API call.
  // eslint-disable-next-line no-restricted-globals
  const response = await fetch(url);
  if (!response.ok) throw new Error(`clip ${url.href}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/** The bytes of clip `index` (0-based, taken modulo the number of clips), read once. */
export function clipBytes(index: number): Promise<Uint8Array> {
  const which = clipIndex(index);
  let bytes = loaded.get(which);
  if (!bytes) {
    const url = CLIP_URLS[which];
    if (!url) return Promise.reject(new Error(`no clip ${which}`));
    bytes = readClip(url);
    bytes.catch(() => loaded.delete(which));
    loaded.set(which, bytes);
  }
  return bytes;
}

/**
 * A media answer as a file server gives it: the whole file (200), or for `Range: bytes=a-b` the
 * part asked for (206 with Content-Range), which Chromium's <video> needs to seek; 416 for a range
 * outside the file.
 */
export function mediaResponse(
  bytes: Uint8Array,
  range: string | null,
  contentType = 'video/mp4',
): Response {
  const size = bytes.byteLength;
  const common = {
    'Content-Type': contentType,
    'Accept-Ranges': 'bytes',
    'Cache-Control': 'no-store',
  };
  const match = range ? /^bytes=(\d*)-(\d*)$/.exec(range.trim()) : null;
  if (!match) {
    return new Response(bytes.slice(), {
      status: 200,
      headers: { ...common, 'Content-Length': String(size) },
    });
  }
  const [, from = '', to = ''] = match;
  let start: number;
  let end: number;
  if (from === '') {
    // A suffix range: the last n bytes.
    const length = Number(to);
    start = Math.max(0, size - length);
    end = size - 1;
  } else {
    start = Number(from);
    end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  }
  if (start >= size || start > end) {
    return new Response(null, {
      status: 416,
      headers: { ...common, 'Content-Range': `bytes */${size}` },
    });
  }
  return new Response(bytes.slice(start, end + 1), {
    status: 206,
    headers: {
      ...common,
      'Content-Length': String(end - start + 1),
      'Content-Range': `bytes ${start}-${end}/${size}`,
    },
  });
}
