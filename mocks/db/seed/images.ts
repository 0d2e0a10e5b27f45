/**
 * Seed images: small SVG illustrations that the mock backend draws when asked for them, so that
 * every picture of the offline portal shows without a network (the spec's https://img.example.com
 * addresses would be broken images). A seed names one by its URL (`coverImage(...)` and the
 * others below: mocks/lib/pictures.ts), which is an absolute URI, as the contract requires, and
 * `drawPicture` draws it from that URL's kind and parameters.
 *
 * Texts drawn on images are language-neutral (brand names, codes, initials): one image serves
 * all four languages.
 */
import { pictureUrl } from '../../lib/pictures';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const hsl = (hue: number, saturation: number, lightness: number) =>
  `hsl(${((hue % 360) + 360) % 360},${saturation}%,${lightness}%)`;

/** A stable hue for a text, for images that only need "a colour of their own". */
function hueOf(text: string): number {
  let h = 7;
  for (let i = 0; i < text.length; i += 1) h = (h * 31 + text.charCodeAt(i)) % 3600;
  return h % 360;
}

/**
 * The platform's interface face, as the pages' Latin stack starts (src/app/theme.ts): each picture
 * is a document of its own, and a face its text names that the system lacks costs a lookup as the
 * first is laid out (8 ms against 14 for a page with one cover, in a fresh Chromium here), which
 * the pictures the real API sends (bitmaps) do not cost. The texts are Latin (above).
 */
const FONT = "font-family='system-ui,sans-serif'";

/** Yellow-green hues turn muddy on a dark gradient: they are moved towards orange. */
const clearHue = (hue: number) => {
  const h = ((hue % 360) + 360) % 360;
  return h > 40 && h < 80 ? h - 22 : h;
};

function gradient(id: string, rawHue: number): string {
  const hue = clearHue(rawHue);
  return (
    `<defs><linearGradient id='${id}' x1='0' y1='0' x2='1' y2='1'>` +
    `<stop offset='0' stop-color='${hsl(hue, 64, 46)}'/>` +
    `<stop offset='1' stop-color='${hsl(hue - 18, 58, 32)}'/>` +
    `</linearGradient></defs>`
  );
}

/** Decorative shapes in a corner: a few translucent circles and lines, varied by `seed`. */
function motif(width: number, height: number, seed: number): string {
  const r1 = height * (0.45 + (seed % 5) * 0.05);
  const r2 = height * (0.22 + (seed % 3) * 0.06);
  return (
    `<circle cx='${width * 0.86}' cy='${height * 0.18}' r='${r1}' fill='#fff' fill-opacity='0.08'/>` +
    `<circle cx='${width * 0.74}' cy='${height * 0.92}' r='${r2}' fill='#fff' fill-opacity='0.1'/>` +
    `<path d='M0 ${height * 0.78} Q ${width * 0.3} ${height * (0.6 + (seed % 4) * 0.04)} ${width} ${height * 0.86}' ` +
    `stroke='#fff' stroke-opacity='0.18' stroke-width='3' fill='none'/>`
  );
}

/**
 * A 16:9 cover: gradient, motif, a headline (brand or topic, Latin letters) and a caption line.
 */
function coverSvg(headline: string, caption: string, hue: number): string {
  const w = 480;
  const h = 270;
  const size = headline.length > 12 ? 34 : headline.length > 8 ? 42 : 52;
  return (
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${w} ${h}' width='${w}' height='${h}'>` +
    gradient('g', hue) +
    `<rect width='${w}' height='${h}' fill='url(#g)'/>` +
    motif(w, h, hue) +
    `<text x='32' y='${h * 0.52}' ${FONT} font-size='${size}' font-weight='700' fill='#fff'>${escapeXml(headline)}</text>` +
    `<rect x='32' y='${h * 0.62}' width='44' height='4' rx='2' fill='#fff' fill-opacity='0.8'/>` +
    `<text x='32' y='${h * 0.76}' ${FONT} font-size='20' letter-spacing='2' fill='#fff' fill-opacity='0.88'>${escapeXml(caption)}</text>` +
    `</svg>`
  );
}

/** A wide banner (10:3) with a headline. */
function bannerSvg(headline: string, caption: string, hue: number): string {
  const w = 1200;
  const h = 360;
  return (
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${w} ${h}' width='${w}' height='${h}'>` +
    gradient('b', hue) +
    `<rect width='${w}' height='${h}' fill='url(#b)'/>` +
    motif(w, h, hue) +
    `<text x='80' y='170' ${FONT} font-size='64' font-weight='700' fill='#fff'>${escapeXml(headline)}</text>` +
    `<text x='82' y='230' ${FONT} font-size='28' letter-spacing='3' fill='#fff' fill-opacity='0.85'>${escapeXml(caption)}</text>` +
    `</svg>`
  );
}

/** A round avatar with one to two letters or one Chinese character. */
function avatarSvg(initials: string, hue: number): string {
  const size = [...initials].length > 1 ? 34 : 44;
  return (
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 96 96' width='96' height='96'>` +
    `<circle cx='48' cy='48' r='48' fill='${hsl(hue, 52, 42)}'/>` +
    `<text x='48' y='50' ${FONT} font-size='${size}' font-weight='600' fill='#fff' text-anchor='middle' dominant-baseline='middle'>${escapeXml(initials)}</text>` +
    `</svg>`
  );
}

/** A brand logo: the name in the brand colour on a light tile. */
function logoSvg(name: string, hue: number): string {
  // About 0.74 em per bold Latin letter at most; the name gets the 160 px right of the mark.
  const size = Math.min(40, Math.floor(160 / (Math.max(name.length, 1) * 0.74)));
  return (
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 240 96' width='240' height='96'>` +
    `<rect width='240' height='96' rx='14' fill='${hsl(hue, 70, 96)}'/>` +
    `<rect x='18' y='30' width='36' height='36' rx='9' fill='${hsl(hue, 68, 44)}'/>` +
    `<text x='36' y='50' ${FONT} font-size='22' font-weight='700' fill='#fff' text-anchor='middle' dominant-baseline='middle'>${escapeXml(name.slice(0, 1).toUpperCase())}</text>` +
    `<text x='66' y='50' ${FONT} font-size='${size}' font-weight='700' fill='${hsl(hue, 68, 30)}' dominant-baseline='middle'>${escapeXml(name)}</text>` +
    `</svg>`
  );
}

/** A square icon: a rounded tile with a short code (market or category icons). */
function iconSvg(code: string, hue: number): string {
  const size = code.length > 3 ? 20 : code.length > 2 ? 26 : 32;
  return (
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 72 72' width='72' height='72'>` +
    `<rect width='72' height='72' rx='18' fill='${hsl(hue, 60, 45)}'/>` +
    `<text x='36' y='38' ${FONT} font-size='${size}' font-weight='700' fill='#fff' text-anchor='middle' dominant-baseline='middle'>${escapeXml(code)}</text>` +
    `</svg>`
  );
}

/**
 * A warehouse illustration: sky, a building with loading doors and the site code on its front.
 * `variant` changes the time of day so that a detail page's images differ.
 */
function warehouseSvg(code: string, variant: number, hue: number): string {
  const w = 480;
  const h = 300;
  // Morning, afternoon and dusk skies.
  const sky = [hsl(hue, 55, 82), hsl(hue + 20, 60, 74), hsl(230, 38, 30)][variant % 3];
  const doors = [0, 1, 2, 3, 4]
    .map(
      (i) =>
        `<rect x='${96 + i * 62}' y='192' width='44' height='58' rx='3' fill='${hsl(hue, 12, 36)}'/>` +
        `<rect x='${96 + i * 62}' y='192' width='44' height='6' fill='${hsl(hue, 12, 52)}'/>`,
    )
    .join('');
  return (
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${w} ${h}' width='${w}' height='${h}'>` +
    `<rect width='${w}' height='${h}' fill='${sky}'/>` +
    `<rect y='250' width='${w}' height='50' fill='${hsl(hue, 8, 62)}'/>` +
    `<path d='M60 250 V130 L240 86 L420 130 V250 Z' fill='${hsl(hue, 10, 90)}'/>` +
    `<path d='M60 130 L240 86 L420 130' stroke='${hsl(hue, 40, 40)}' stroke-width='8' fill='none'/>` +
    `<rect x='60' y='150' width='360' height='22' fill='${hsl(hue, 58, 44)}'/>` +
    `<text x='240' y='166' ${FONT} font-size='16' font-weight='700' fill='#fff' text-anchor='middle'>${escapeXml(code)}</text>` +
    doors +
    `</svg>`
  );
}

/** The drawings by kind, each from the parameters its URL carries. */
const DRAWINGS: Record<string, (param: (name: string) => string, hue: number) => string> = {
  cover: (param, hue) => coverSvg(param('headline'), param('caption'), hue),
  banner: (param, hue) => bannerSvg(param('headline'), param('caption'), hue),
  avatar: (param, hue) => avatarSvg(param('initials'), hue),
  logo: (param, hue) => logoSvg(param('name'), hue),
  icon: (param, hue) => iconSvg(param('code'), hue),
  warehouse: (param, hue) => warehouseSvg(param('code'), Number(param('variant')) || 0, hue),
};

/**
 * The SVG document of a picture of `kind` (the URL's file name without `.svg`) drawn from its
 * URL's parameters, or null for a kind there is no drawing of.
 */
export function drawPicture(kind: string, search: URLSearchParams): string | null {
  const draw = Object.hasOwn(DRAWINGS, kind) ? DRAWINGS[kind] : undefined;
  if (!draw) return null;
  const hue = Number(search.get('hue'));
  return draw((name) => search.get(name) ?? '', Number.isFinite(hue) ? hue : 0);
}

/** A 16:9 cover (480 x 270). */
export function coverImage(
  headline: string,
  caption: string,
  hue = hueOf(headline + caption),
): string {
  return pictureUrl('cover', { headline, caption, hue });
}

/** A wide banner (1200 x 360). */
export function bannerImage(headline: string, caption: string, hue = hueOf(headline)): string {
  return pictureUrl('banner', { headline, caption, hue });
}

/** A round avatar (96 x 96). */
export function avatarImage(initials: string, hue = hueOf(initials)): string {
  return pictureUrl('avatar', { initials, hue });
}

/** A brand logo (240 x 96). */
export function logoImage(name: string, hue = hueOf(name)): string {
  return pictureUrl('logo', { name, hue });
}

/** A square icon (72 x 72). */
export function iconImage(code: string, hue = hueOf(code)): string {
  return pictureUrl('icon', { code, hue });
}

/** A warehouse illustration (480 x 300); `variant` 0 to 2, the time of day. */
export function warehouseImage(code: string, variant = 0, hue = hueOf(code)): string {
  return pictureUrl('warehouse', { code, variant, hue });
}
