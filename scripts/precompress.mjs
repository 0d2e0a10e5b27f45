// `npm run build` (after `vite build`): writes `<file>.br` and `<file>.gz` beside every text file
// of the build, so that nginx serves them as they are (brotli_static, gzip_static in
// deploy/nginx/portal.conf.template) instead of compressing on each request. The app's pages
// (index.html, and pages/ with each page's own: scripts/first-load.ts) are left alone: the server
// writes a fresh CSP nonce into them for every answer.
//
// `node scripts/precompress.mjs [dir]` (default dist/).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dir = process.argv[2] ?? 'dist';
const TEXT = /\.(js|css|svg|json|txt|html|webmanifest)$/;
const MIN_BYTES = 1024;

let count = 0;
for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !TEXT.test(entry.name)) continue;
  const file = join(entry.parentPath, entry.name);
  if (
    file === join(dir, 'index.html') ||
    file.startsWith(`${join(dir, 'pages')}/`) ||
    file.includes(`${join(dir, '.vite')}`)
  )
    continue;
  const body = readFileSync(file);
  if (body.length < MIN_BYTES) continue;
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  );
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  count += 1;
}
console.log(`precompress: ${count} files of ${dir}/ in brotli and gzip`);
