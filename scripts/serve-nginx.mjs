// The production build served by the shipped nginx configuration (deploy/nginx/), on this machine:
// `npm run serve:prod` (the README's "Deploying"), `npm run test:deploy` and
// `npm run bench:lighthouse` all run the portal through it.
//
// `startNginx({ root, port, apiUpstream, mediaSources?, chatOrigin? })` renders the templates into
// a temporary directory with a throw-away self-signed certificate and starts nginx in the
// foreground; it resolves with `{ origin, close }`. `startMockServer(port)` starts
// `npm run mock-server`; `signInDemo(api)` signs demo in there (every client is then demo).
//
// As a command: `node scripts/serve-nginx.mjs [--port 8443] [--root dist]` serves the build with
// the mock server as the API (PORTAL_API_UPSTREAM=host:port serves another backend instead).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const TEMPLATES = fileURLToPath(new URL('../deploy/nginx/', import.meta.url));
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** `${NAME}` replaced for the names given only, as `envsubst '$NAME …'` does; nginx's `$vars` stay. */
export function renderTemplate(text, values) {
  return text.replace(/\$\{(PORTAL_[A-Z_]+)\}/g, (whole, name) => {
    if (!(name in values)) throw new Error(`No value for ${name}`);
    return values[name];
  });
}

function selfSignedCertificate(dir) {
  const cert = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
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
      '2',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  return { cert, key };
}

/** Resolves once something accepts connections on 127.0.0.1:port. */
export async function waitForPort(port, timeoutMs = 30_000) {
  const started = Date.now();
  for (;;) {
    const open = await new Promise((done) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        done(true);
      });
      socket.once('error', () => done(false));
    });
    if (open) return;
    if (Date.now() - started > timeoutMs) throw new Error(`Nothing listens on port ${port}`);
    await new Promise((done) => setTimeout(done, 200));
  }
}

export async function startNginx({
  root,
  port,
  apiUpstream,
  // The mock backend's images are data: URIs, its uploaded files on a host of its own.
  mediaSources = 'data: https://files.portal.test',
  chatOrigin = "'self'",
}) {
  if (!existsSync(NGINX)) {
    throw new Error(
      `${NGINX} is missing: apt-get install nginx libnginx-mod-http-brotli-static (.ci/run does)`,
    );
  }
  const dir = mkdtempSync(join(tmpdir(), 'portal-nginx-'));
  const { cert, key } = selfSignedCertificate(dir);
  const values = {
    PORTAL_LISTEN: `127.0.0.1:${port}`,
    PORTAL_SERVER_NAME: '127.0.0.1',
    PORTAL_ROOT: resolve(root),
    PORTAL_API_UPSTREAM: apiUpstream,
    PORTAL_TLS_CERT: cert,
    PORTAL_TLS_KEY: key,
    PORTAL_MEDIA_SOURCES: mediaSources,
    PORTAL_CHAT_ORIGIN: chatOrigin,
    PORTAL_CONF_DIR: dir,
    // Run as root (CI), nginx's workers would become `nobody`, who may not read the checkout.
    PORTAL_USER_DIRECTIVE: process.getuid?.() === 0 ? `user ${userInfo().username};` : '',
  };
  for (const name of ['nginx.conf', 'portal.conf', 'security-headers.conf']) {
    const text = readFileSync(join(TEMPLATES, `${name}.template`), 'utf8');
    writeFileSync(join(dir, name), renderTemplate(text, values));
  }
  for (const temp of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(join(dir, temp));
  }
  const args = ['-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf')];
  execFileSync(NGINX, [...args, '-t', '-q'], { stdio: 'inherit' });
  const nginx = spawn(NGINX, [...args, '-g', 'daemon off;'], { stdio: 'inherit' });
  const exited = new Promise((done) => nginx.once('exit', done));
  await Promise.race([
    waitForPort(port),
    exited.then(() => {
      throw new Error(`nginx stopped: ${readFileSync(join(dir, 'error.log'), 'utf8')}`);
    }),
  ]);
  return {
    origin: `https://127.0.0.1:${port}`,
    close: async () => {
      nginx.kill('SIGQUIT');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The prerendering's server render, built by `npm run build`. */
export const PRERENDERER = 'dist-prerender/render-page.js';

/** Writes the public pages of the build at `root` as HTML, from the API at `api`. */
export async function prerenderOn({ root, api, origin }) {
  const { prerenderSite } = await import('./prerender.ts');
  await prerenderSite({ dist: root, api, origin, renderer: PRERENDERER });
}

/** `npm run mock-server` on `port`, in a process group of its own; `stop()` ends it. */
export async function startMockServer(port) {
  const server = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'mocks/server.ts'], {
    stdio: 'ignore',
    detached: true,
    env: { ...process.env, MOCK_PORT: String(port) },
  });
  const stop = () => {
    try {
      process.kill(-server.pid);
    } catch {
      // already gone
    }
  };
  await waitForPort(port);
  return { url: `http://127.0.0.1:${port}`, stop };
}

/** Signs demo in on the mock server (captcha 1234 for any key): every client is then demo. */
export async function signInDemo(api) {
  const headers = { 'X-Access-Token': 'portal-web' };
  const key = 'serveprod0001';
  await fetch(`${api}/api/sys/randomImage/${key}`, { headers });
  const body = new URLSearchParams({
    username: 'demo',
    password: 'demo123',
    captcha: '1234',
    checkKey: key,
    autoLogin: 'false',
    languageType: 'zh_CN',
  });
  const answer = await (
    await fetch(`${api}/api/sys/login`, { method: 'POST', headers, body })
  ).json();
  if (!answer.success) throw new Error(`demo could not sign in on the mock server: ${answer.msg}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const index = args.indexOf(name);
    return index >= 0 ? args[index + 1] : fallback;
  };
  const port = Number(option('--port', process.env.PORTAL_PORT ?? 8443));
  const root = option('--root', 'dist');
  if (!existsSync(join(root, 'index.html'))) {
    console.error(`${root}/index.html is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
  let upstream = process.env.PORTAL_API_UPSTREAM;
  let mock;
  if (!upstream) {
    const mockPort = Number(process.env.MOCK_PORT ?? 4010);
    mock = await startMockServer(mockPort);
    upstream = `127.0.0.1:${mockPort}`;
  }
  // Deployed, the public pages are prerendered from the API (scripts/prerender.ts): here too.
  if (existsSync(PRERENDERER)) {
    await prerenderOn({ root, api: `http://${upstream}`, origin: `https://127.0.0.1:${port}` });
  }
  const server = await startNginx({ root, port, apiUpstream: upstream });
  const stop = async () => {
    await server.close();
    mock?.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  console.log(`The production build (${root}/) on nginx: ${server.origin}/zh_CN`);
  console.log(
    `API: ${upstream}${mock ? ' (the mock server)' : ''}. The certificate is self-signed.`,
  );
}
