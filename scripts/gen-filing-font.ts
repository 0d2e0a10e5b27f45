// Writes src/features/shell/filing-numbers.woff2: the Chinese characters of the site's filing
// numbers (FILING_CHINESE_CHARACTERS, src/components/site/filings.ts) from Noto Sans CJK SC, a
// few KB. The footer draws them with it on the pages of the Latin locales (footer.module.css),
// whose only Chinese text they are: without it, the browser looks up and loads a whole system CJK
// face (tens of MB) in the page's first layout to draw six characters, or draws boxes where none
// is installed. Subset by HarfBuzz (harfbuzzjs), compressed by Google's woff2 (wawoff2). Reads
// the face from fonts-noto-cjk (Debian's package, which .ci/run installs); where it is missing,
// `npm run gen` leaves the committed font as it is and says so.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { FILING_CHINESE_CHARACTERS } from '../src/components/site/filings';

const FILING_FONT = 'src/features/shell/filing-numbers.woff2';
const SOURCE = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
/** Noto Sans CJK SC in the collection (JP, KR, SC, TC, HK, then the Mono faces): `fc-query`. */
const SOURCE_INDEX = 2;
/** Name records kept: copyright (0), family (1), subfamily (2), licence (13, 14) for the OFL. */
const NAME_IDS = [0, 1, 2, 13, 14];

interface HarfBuzzSubset {
  memory: WebAssembly.Memory;
  _initialize(): void;
  malloc(size: number): number;
  free(pointer: number): void;
  hb_blob_create(data: number, length: number, mode: number, user: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_blob_get_data(blob: number, length: number): number;
  hb_blob_get_length(blob: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(face: number): void;
  hb_face_reference_blob(face: number): number;
  hb_set_add(set: number, value: number): void;
  hb_subset_input_create_or_fail(): number;
  hb_subset_input_destroy(input: number): void;
  hb_subset_input_set(input: number, which: number): number;
  hb_subset_input_unicode_set(input: number): number;
  hb_subset_or_fail(face: number, input: number): number;
}
const HB_MEMORY_MODE_READONLY = 1;
const HB_SUBSET_SETS_NAME_ID = 4;

/** The face `index` of the font file `source`, cut down to the glyphs of `text`, as an sfnt. */
async function subsetFont(source: Uint8Array, index: number, text: string): Promise<Uint8Array> {
  const require = createRequire(import.meta.url);
  const wasm = readFileSync(require.resolve('harfbuzzjs/dist/harfbuzz-subset.wasm'));
  const { instance } = await WebAssembly.instantiate(wasm);
  const hb = instance.exports as unknown as HarfBuzzSubset;
  hb._initialize();
  const data = hb.malloc(source.byteLength);
  new Uint8Array(hb.memory.buffer).set(source, data);
  const blob = hb.hb_blob_create(data, source.byteLength, HB_MEMORY_MODE_READONLY, 0, 0);
  const face = hb.hb_face_create(blob, index);
  const input = hb.hb_subset_input_create_or_fail();
  for (const character of text)
    hb.hb_set_add(hb.hb_subset_input_unicode_set(input), character.codePointAt(0)!);
  for (const id of NAME_IDS)
    hb.hb_set_add(hb.hb_subset_input_set(input, HB_SUBSET_SETS_NAME_ID), id);
  const subset = hb.hb_subset_or_fail(face, input);
  if (!subset) throw new Error(`HarfBuzz could not subset face ${index} of the font`);
  const result = hb.hb_face_reference_blob(subset);
  const start = hb.hb_blob_get_data(result, 0);
  const sfnt = new Uint8Array(hb.memory.buffer).slice(start, start + hb.hb_blob_get_length(result));
  hb.hb_blob_destroy(result);
  hb.hb_face_destroy(subset);
  hb.hb_subset_input_destroy(input);
  hb.hb_face_destroy(face);
  hb.hb_blob_destroy(blob);
  hb.free(data);
  return sfnt;
}

if (!existsSync(SOURCE)) {
  console.warn(
    `gen-filing-font: ${SOURCE} is missing (apt install fonts-noto-cjk); ${FILING_FONT} is left as it is.`,
  );
} else {
  const { compress } = createRequire(import.meta.url)('wawoff2') as {
    compress(sfnt: Uint8Array): Promise<Uint8Array>;
  };
  const sfnt = await subsetFont(readFileSync(SOURCE), SOURCE_INDEX, FILING_CHINESE_CHARACTERS);
  writeFileSync(FILING_FONT, await compress(sfnt));
}
