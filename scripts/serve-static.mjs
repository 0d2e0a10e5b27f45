// A static server for measuring a build as users get it (scripts/lighthouse.mjs): HTTP/2 over
// TLS (a throw-away self-signed certificate; Chromium is told to accept it), brotli, hashed
// assets cached for a year, the SPA fallback for page routes only, and `/api` passed to an
// upstream (the mock server). Not the production server configuration: that is an operator's.
//
// `startStaticServer({ root, port, apiUpstream })` resolves with `{ origin, close }`.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { createSecureServer } from 'node:http2';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync, constants as zlib } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt']);

function selfSignedCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'portal-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-subj',
        '/CN=127.0.0.1',
        '-days',
        '1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function startStaticServer({ root, port, apiUpstream }) {
  const cache = new Map();
  const load = (file) => {
    if (!cache.has(file)) {
      const body = readFileSync(file);
      const type = extname(file);
      cache.set(file, {
        body,
        brotli: COMPRESSIBLE.has(type)
          ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } })
          : undefined,
        type: TYPES[type] ?? 'application/octet-stream',
      });
    }
    return cache.get(file);
  };
  const fileFor = (pathname) => {
    const file = normalize(join(root, decodeURIComponent(pathname)));
    if (!file.startsWith(normalize(root))) return undefined;
    try {
      return statSync(file).isFile() ? file : undefined;
    } catch {
      return undefined;
    }
  };

  const server = createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true });
  server.on('request', (req, res) => {
    const url = new URL(req.url, 'https://localhost');
    if (url.pathname.startsWith('/api/') && apiUpstream) {
      const headers = { ...req.headers };
      for (const name of Object.keys(headers)) if (name.startsWith(':')) delete headers[name];
      delete headers.connection;
      const upstream = request(
        `${apiUpstream}${url.pathname}${url.search}`,
        { method: req.method, headers },
        (answer) => {
          const out = { ...answer.headers };
          delete out.connection;
          delete out['transfer-encoding'];
          delete out['keep-alive'];
          res.writeHead(answer.statusCode ?? 502, out);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => {
        res.writeHead(502);
        res.end();
      });
      req.pipe(upstream);
      return;
    }
    let file = fileFor(url.pathname);
    // Page routes fall back to the app; a missing asset is a real 404 (the chunk-reload guard).
    if (!file && !url.pathname.startsWith('/assets/') && !extname(url.pathname)) {
      file = join(root, 'index.html');
    }
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('Not found');
      return;
    }
    const entry = load(file);
    const brotli = entry.brotli && /\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const body = brotli ? entry.brotli : entry.body;
    res.writeHead(200, {
      'content-type': entry.type,
      'content-length': body.length,
      vary: 'accept-encoding',
      'cache-control': url.pathname.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
      ...(brotli ? { 'content-encoding': 'br' } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        origin: `https://127.0.0.1:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    );
  });
}
